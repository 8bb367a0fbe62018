"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ApiError, apiErrorFrom, apiErrorOf, dispatchApiError } from "@/client/http/api-client";
import { readNdjsonStream } from "@/client/http/read-ndjson-stream";
import { useRouter } from "@/core/i18n/navigation";
import {
  exportSteps,
  type ExportProgressEvent,
  type ExportStep,
  type ExportStepStatus,
} from "@/core/pdf/export-progress-events";
import type { ExportProgress } from "./export-progress-dialog";
import { pdfBlobFromBase64 } from "./pdf-blob";
import { saveUrlAs } from "@/client/utils/download";

const idle: ExportProgress = {
  steps: { prepare: "pending", generate: "pending", finalize: "pending", ready: "pending" },
};
// How long a failed step stays on screen before the dialog closes (spec §8); not part of the progress.
const failureHoldMs = 2000;

const saveFile = saveUrlAs;

/**
 * The PDF export as the user sees it (spec §2/§4): POST .../export/pdf/stream, the dialog follows the
 * server's real steps, the file is saved as {title}-resume.pdf. Blocked exports (premium template,
 * too few tokens) become an info toast and /pricing; other failures mark the step and close.
 */
export function usePdfExport() {
  const t = useTranslations("builderExport.toast");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<ExportProgress>(idle);
  const file = useRef<{ url: string; fileName: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const forgetFile = useCallback(() => {
    if (file.current) URL.revokeObjectURL(file.current.url);
    file.current = null;
  }, []);

  useEffect(
    () => () => {
      forgetFile();
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [forgetFile],
  );

  const setStep = (step: ExportStep, status: ExportStepStatus) =>
    setProgress((current) => ({ ...current, steps: { ...current.steps, [step]: status } }));

  const start = useCallback(
    async (resumeId: string, exportUrl = `/api/resume/${encodeURIComponent(resumeId)}/export/pdf/stream`) => {
      if (open) return;
      forgetFile();
      setProgress({ steps: { ...idle.steps, prepare: "active" } });
      setOpen(true);
      let currentStep: ExportStep = "prepare";
      try {
        const response = await fetch(exportUrl, {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ exportId: crypto.randomUUID() }),
        });
        if (!response.ok || !response.body) throw await apiErrorOf(response);
        let failure: ApiError | null = null;
        await readNdjsonStream<ExportProgressEvent>(response.body, (event) => {
          if (event.type === "step") {
            currentStep = event.step;
            setStep(event.step, event.status);
          } else if (event.type === "file") {
            const url = URL.createObjectURL(pdfBlobFromBase64(event.base64));
            file.current = { url, fileName: event.fileName };
            setProgress((current) => ({
              ...current,
              fileName: event.fileName,
              watermarked: event.watermarked,
              tokensCharged: event.tokensCharged,
            }));
          } else {
            failure = apiErrorFrom(event.error, 200);
          }
        });
        if (failure) throw failure;
        if (!file.current) throw new ApiError("SomethingWentWrong", 200);
        currentStep = "ready";
        setStep("ready", "active");
        saveFile(file.current.url, file.current.fileName);
        setStep("ready", "done");
        toast.success(t("success"));
      } catch (error) {
        const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
        const details = error instanceof ApiError ? error.body?.details : undefined;
        if (code === "Forbidden" || code === "InsufficientTokens") {
          setOpen(false);
          setProgress(idle);
          // Too few tokens opens the app's token-shortage dialog (components/tokens) in place of a toast.
          if (code === "InsufficientTokens" && dispatchApiError(error as ApiError).handledGlobally) return;
          if (code === "InsufficientTokens")
            toast.info(t("insufficientTokens", { required: Number(details?.required ?? 25) }));
          else toast.info(details?.reason === "premium_template" ? t("premiumTemplate") : t("planRequired"));
          router.push(code === "InsufficientTokens" ? "/pricing?tab=tokens" : "/pricing");
          return;
        }
        setStep(currentStep, "error");
        toast.error(errorMessage(error));
        closeTimer.current = setTimeout(() => setOpen(false), failureHoldMs);
      } finally {
        // An export below BASIC charges tokens (and refunds a failed print): the chips show it now.
        void refreshTokenBalance({ force: true });
      }
    },
    [open, forgetFile, errorMessage, router, t],
  );

  const close = useCallback(() => {
    setOpen(false);
    forgetFile();
  }, [forgetFile]);

  const downloadAgain = useCallback(() => {
    if (file.current) saveFile(file.current.url, file.current.fileName);
  }, []);

  return {
    open,
    progress,
    start,
    close,
    downloadAgain,
    isBusy: open && progress.steps.ready !== "done" && !exportSteps.some((step) => progress.steps[step] === "error"),
  };
}
