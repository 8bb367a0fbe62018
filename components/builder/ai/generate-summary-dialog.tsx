"use client";

import { Loader2, Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { toast } from "sonner";
import { setSummaryContent } from "@/client/builder/section-operations";
import { useBuilderStore } from "@/client/builder/store";
import { ApiError } from "@/client/http/api-client";
import { isErrorCode } from "@/core/errors/codes";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { GenerateSummaryResult } from "@/lib/ai/generate-summary";
import { requestSummary, summaryCost } from "./ai-requests";
import { useApplyEdit } from "../sections/use-section-edit";

// The diff (and its word-diff library) shows only after an offline draft: not part of the builder's first load.
const AiDiffView = lazy(() => import("./ai-diff-view").then((module) => ({ default: module.AiDiffView })));

/**
 * Generate summary (spec §2, §4): a job title, the cost, then the summary replaced by 4 to 6
 * sentences written from the resume (one undoable step; the toast offers Undo). Too few tokens
 * opens the token dialog (the app-wide handler) instead of a toast.
 */
export function GenerateSummaryButton({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("ai.summary");
  const tAi = useTranslations("ai");
  const tErrors = useTranslations("errors");
  const fieldId = useId();
  const apply = useApplyEdit();
  const [open, setOpen] = useState(false);
  const [jobTitle, setJobTitle] = useState("");
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [written, setWritten] = useState("");
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const [last, setLast] = useState<(GenerateSummaryResult & { before: string }) | null>(null);
  const language = useBuilderStore((state) => state.data?.metadata.locale ?? "en-US");
  const resumeId = useBuilderStore((state) => state.meta?.id);
  const headline = useBuilderStore((state) => state.data?.basics.headline ?? "");
  const current = useBuilderStore((state) => state.data?.sections.summary.content ?? "");

  function openDialog() {
    setJobTitle((value) => value || headline);
    setTouched(false);
    setIdempotencyKey(crypto.randomUUID());
    setOpen(true);
  }

  async function generate(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!jobTitle.trim()) return;
    setBusy(true);
    setWritten("");
    try {
      const result = await requestSummary(
        { jobTitle: jobTitle.trim(), language, resumeId, idempotencyKey },
        setWritten,
      );
      const before = useBuilderStore.getState().data?.sections.summary.content ?? "";
      apply((data) => setSummaryContent(data, result.text));
      setLast({ ...result, before });
      setOpen(false);
      toast.success(t("done"), {
        action: { label: t("undo"), onClick: () => useBuilderStore.temporal.getState().undo() },
      });
    } catch (error) {
      if (error instanceof ApiError && error.handledGlobally) return;
      const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
      toast.error(
        isErrorCode(code) || code === "RequestTimedOut" || code === "NetworkUnavailable"
          ? tErrors(code)
          : tAi("failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  const invalid = touched && !jobTitle.trim();
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={openDialog}
        disabled={disabled}
        data-testid="generate-summary"
      >
        <Sparkles className="size-4" aria-hidden />
        {t("open")}
        <span className="text-xs text-muted-foreground">· {tAi("menu.cost", { count: summaryCost })}</span>
      </Button>
      {last && last.text === current ? (
        <div className="space-y-2" data-testid="generated-summary-notice">
          {last.mode === "offline" ? (
            <Suspense fallback={null}>
              <AiDiffView
                before={last.before}
                after={last.text}
                mode="offline"
                newFacts={last.newFacts}
                note={last.languageFallback ? t("englishFallback") : undefined}
              />
            </Suspense>
          ) : null}
        </div>
      ) : null}
      <DialogShell
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={t("title")}
        description={t("description")}
        contentProps={{ className: "sm:max-w-lg" }}
      >
        <form onSubmit={generate} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={fieldId}>{t("jobTitle")}</Label>
            <Input
              id={fieldId}
              value={jobTitle}
              maxLength={200}
              dir="auto"
              autoFocus
              placeholder={t("jobTitlePlaceholder")}
              aria-invalid={invalid}
              aria-describedby={invalid ? `${fieldId}-error` : undefined}
              onChange={(event) => setJobTitle(event.target.value)}
            />
            {invalid ? (
              <p id={`${fieldId}-error`} className="text-sm text-destructive">
                {t("jobTitleRequired")}
              </p>
            ) : null}
            <p className="text-sm text-muted-foreground">{t("cost", { count: summaryCost })}</p>
          </div>
          {busy && written ? (
            // The model's words as they come; the summary is replaced once it has finished.
            <p
              aria-live="polite"
              dir="auto"
              data-testid="summary-stream"
              className="max-h-40 overflow-y-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap"
            >
              {written}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {busy ? t("generating") : t("generate")}
            </Button>
          </DialogFooter>
        </form>
      </DialogShell>
    </div>
  );
}
