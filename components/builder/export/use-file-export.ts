"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ApiError, apiRequest, dispatchApiError } from "@/client/http/api-client";
import { useBuilderStore } from "@/client/builder/store";
import { saveBlobAs, saveJsonAs } from "@/client/utils/download";
import { isErrorCode, type ApiErrorBody } from "@/core/errors/codes";
import { useRouter } from "@/core/i18n/navigation";

export type FileExportKind = "word" | "jsonResume";

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  const error = body?.error;
  return error && isErrorCode(error.code)
    ? dispatchApiError(new ApiError(error.code, response.status, error))
    : new ApiError("SomethingWentWrong", response.status);
}

/** GET .../export/docx with a fresh export id (a retry of the same request is charged once), saved under the server's name. */
async function downloadWord(resumeId: string): Promise<void> {
  const response = await fetch(
    `/api/resume/${encodeURIComponent(resumeId)}/export/docx?exportId=${crypto.randomUUID()}`,
    { credentials: "include", cache: "no-store" },
  );
  if (!response.ok) throw await errorOf(response);
  const fileName = decodeURIComponent(response.headers.get("x-vitae-file-name") ?? "resume-resume.docx");
  saveBlobAs(await response.blob(), fileName);
}

async function downloadJsonResume(resumeId: string): Promise<void> {
  const value = await apiRequest<unknown>(`/api/resume/${encodeURIComponent(resumeId)}/export/json-resume`, {
    cache: "no-store",
  });
  saveJsonAs(value, `${resumeId}.resume.json`);
}

/**
 * The server-made downloads of the export panel (Word, JSON Resume). The saved resume is exported, so
 * edits still waiting for the autosave are sent first. Too few tokens opens the token-shortage
 * dialog (or, without it, a toast and /pricing?tab=tokens); other failures are an error toast.
 */
export function useFileExport() {
  const t = useTranslations("builderExport");
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const [busy, setBusy] = useState<FileExportKind | null>(null);

  const start = useCallback(
    async (kind: FileExportKind, resumeId: string) => {
      if (busy) return;
      setBusy(kind);
      try {
        await useBuilderStore
          .getState()
          .saveFields({})
          .catch(() => undefined);
        if (kind === "word") await downloadWord(resumeId);
        else await downloadJsonResume(resumeId);
        toast.success(t(`${kind}.done`));
      } catch (error) {
        if (error instanceof ApiError && error.code === "InsufficientTokens") {
          if (error.handledGlobally) return;
          toast.info(t("word.insufficientTokens", { required: Number(error.body?.details?.required ?? 0) }));
          router.push("/pricing?tab=tokens");
          return;
        }
        toast.error(errorMessage(error));
      } finally {
        setBusy(null);
        // The Word export charges tokens below BASIC (and refunds a failure): the chips show it now.
        if (kind === "word") void refreshTokenBalance({ force: true });
      }
    },
    [busy, errorMessage, router, t],
  );

  return { busy, start };
}
