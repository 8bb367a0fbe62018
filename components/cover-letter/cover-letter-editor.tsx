"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ArrowLeft, Loader2, Lock, Sparkles } from "lucide-react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { AnswerNotes } from "@/components/builder/ai/answer-notes";
import { NewFactsNote } from "@/components/builder/ai/new-facts-note";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { RichTextEditor } from "@/components/builder/rich-text/rich-text-editor";
import { TokenBalanceChip } from "@/components/tokens/token-balance-chip";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { Button } from "@/components/ui/button";
import { ConfirmAlert } from "@/components/ui/confirm-alert";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useBuilderStore } from "@/client/builder/store";
import { ApiError } from "@/client/http/api-client";
import type { CoverLetter, CoverLetterResult, CoverLetterTone } from "@/core/cover-letter/schema";
import { Link } from "@/core/i18n/navigation";
import { isRichTextEmpty } from "@/core/templates/sanitize-html";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { coverLetterCost, requestCoverLetter } from "./cover-letter-requests";
import { DownloadLetterButton } from "./download-letter-button";
import { JobFields, type JobFieldValues } from "./job-fields";
import { LetterPreview } from "./letter-preview";
import { LetterSaveStatus } from "./letter-save-status";
import { useLetterAutosave } from "./use-letter-autosave";

type Generated = Pick<CoverLetterResult, "mode" | "notes" | "newFacts">;

/**
 * The cover letter of one resume (/builder/{id}/cover-letter): the job, Generate (COVER_LETTER), the
 * letter in the builder's rich-text editor, saved as it is typed, and a live preview in the resume's
 * design; "Download cover letter" prints that design to PDF.
 */
export function CoverLetterEditor({
  resume,
  letter,
  tier,
}: {
  resume: ResumeDto;
  letter: CoverLetter;
  tier: SubscriptionTier;
}) {
  // The rich-text editor reads the resume's language (direction, grammar) from the builder's store.
  useState(() => {
    useBuilderStore.getState().load(resume);
    return true;
  });
  const t = useTranslations("coverLetter");
  const errorMessage = useErrorMessage();
  const [job, setJob] = useState<JobFieldValues>({
    jobTitle: letter.jobTitle,
    company: letter.company,
    recipient: letter.recipient,
    jobDescription: letter.jobDescription,
  });
  const [html, setHtml] = useState(letter.html);
  const [tone, setTone] = useState<CoverLetterTone>("professional");
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const autosave = useLetterAutosave(resume.id, { html: letter.html, ...job });
  const locked = resume.locked;
  const isEmpty = isRichTextEmpty(html);

  const onJobChange = (values: JobFieldValues) => {
    setJob(values);
    autosave.schedule({ html, ...values });
  };
  const onHtmlChange = (value: string) => {
    setHtml(value);
    autosave.schedule({ html: value, ...job });
  };

  const generate = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      // Edits still waiting are saved first, so that nothing typed is lost if the letter is kept.
      await autosave.flush();
      const result = await requestCoverLetter({ resumeId: resume.id, ...job, tone });
      setHtml(result.letter.html);
      autosave.markSaved({
        html: result.letter.html,
        jobTitle: result.letter.jobTitle,
        company: result.letter.company,
        recipient: result.letter.recipient,
        jobDescription: result.letter.jobDescription,
      });
      setGenerated({ mode: result.mode, notes: result.notes, newFacts: result.newFacts });
      toast.success(t("generated"));
    } catch (error) {
      if (error instanceof ApiError && error.handledGlobally) return;
      toast.error(error instanceof ApiError && error.code !== "SomethingWentWrong" ? errorMessage(error) : t("failed"));
    } finally {
      setBusy(false);
      void refreshTokenBalance({ force: true });
    }
  };

  const onGenerate = () => {
    if (!job.jobTitle.trim() || !job.company.trim()) return void toast.info(t("needJob"));
    if (isEmpty) void generate();
    else setConfirming(true);
  };

  return (
    <TooltipProvider>
      <div className="flex min-h-dvh flex-col lg:h-dvh">
        <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3">
          <Button asChild variant="ghost" size="icon" className="size-8 shrink-0">
            <Link href={`/builder/${resume.id}`} aria-label={t("back")} title={t("back")}>
              <ArrowLeft className="rtl:-scale-x-100" />
            </Link>
          </Button>
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-sm font-semibold">{t("title")}</h1>
            <p className="truncate text-xs text-muted-foreground" dir="auto">
              {resume.title}
            </p>
          </div>
          <LetterSaveStatus
            status={autosave.status}
            onRetry={() => void autosave.flush()}
            className="hidden max-w-72 sm:flex"
          />
          <TokenBalanceChip tier={tier} isCompact className="hidden sm:flex" />
          <DownloadLetterButton
            resumeId={resume.id}
            isEmpty={isEmpty}
            beforeDownload={autosave.flush}
            className="h-8"
          />
        </header>

        <div className="grid flex-1 lg:min-h-0 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]">
          <main className="space-y-6 p-4 lg:min-h-0 lg:overflow-y-auto lg:border-e">
            <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
            {locked && (
              <p className="flex items-center gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200">
                <Lock className="size-4 shrink-0" aria-hidden />
                {t("save.locked")}
              </p>
            )}

            <section className="space-y-3" aria-labelledby="cover-letter-job">
              <h2 id="cover-letter-job" className="text-sm font-semibold">
                {t("job.heading")}
              </h2>
              <JobFields
                values={job}
                tone={tone}
                disabled={locked || busy}
                onChange={onJobChange}
                onToneChange={setTone}
              />
              <Button type="button" onClick={onGenerate} disabled={locked || busy} data-testid="cover-letter-generate">
                {busy ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                ) : (
                  <Sparkles aria-hidden />
                )}
                {busy ? t("generating") : t("generate", { count: coverLetterCost })}
              </Button>
            </section>

            {generated && (
              <section className="space-y-2" data-testid="cover-letter-result">
                {generated.mode === "offline" && <OfflineDraftBadge />}
                <AnswerNotes notes={generated.notes} translate={(note) => t(`notes.${note}`)} />
                <NewFactsNote title={t("newFacts")} facts={generated.newFacts} />
              </section>
            )}

            <section className="space-y-2" aria-labelledby="cover-letter-text">
              <div className="flex items-center justify-between gap-2">
                <h2 id="cover-letter-text" className="text-sm font-semibold">
                  {t("editor.heading")}
                </h2>
                <LetterSaveStatus
                  status={autosave.status}
                  onRetry={() => void autosave.flush()}
                  className="sm:hidden"
                />
              </div>
              <RichTextEditor
                value={html}
                onChange={onHtmlChange}
                label={t("editor.label")}
                placeholder={t("editor.placeholder")}
                disabled={locked || busy}
                tall
              />
            </section>
          </main>

          <section aria-label={t("preview.heading")} className="flex min-h-0 flex-col border-t lg:border-t-0">
            <h2 className="sr-only">{t("preview.heading")}</h2>
            <LetterPreview data={resume.data} html={html} className="h-[80vh] lg:h-auto lg:flex-1" />
          </section>
        </div>
      </div>

      <ConfirmAlert
        open={confirming}
        onOpenChange={setConfirming}
        title={t("replaceTitle")}
        text={t("replaceText", { count: coverLetterCost })}
        cancelLabel={t("cancel")}
        confirmLabel={t("replaceConfirm")}
        onConfirm={() => void generate()}
      />
    </TooltipProvider>
  );
}
