"use client";

import { useTranslations } from "next-intl";
import { Copy } from "lucide-react";
import { AnswerNotes } from "@/components/builder/ai/answer-notes";
import { NewFactsNote } from "@/components/builder/ai/new-facts-note";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { Button } from "@/components/ui/button";
import { copyWithToast } from "@/client/utils/copy-with-toast";
import { linkedInLimits, type LinkedInResult } from "@/core/career/linkedin";
import { cn } from "@/core/utils/cn";
import { linkedInCost, requestLinkedInRewrite } from "./career-requests";
import { TargetRoleTool } from "./target-role-tool";

type LinkedInText = LinkedInResult["headline"];

/** One text to paste into LinkedIn: what it is, the text, its length against LinkedIn's limit, Copy. */
function TextCard({
  title,
  subtitle,
  text,
  max,
  language,
  testId,
}: {
  title: string;
  subtitle?: string;
  text: LinkedInText;
  max: number;
  language: string;
  testId: string;
}) {
  const t = useTranslations("careerTools.linkedin");
  const copy = () => copyWithToast(text.text, { copied: t("copied"), failed: t("copyFailed") });
  return (
    <section className="space-y-2 rounded-md border bg-card p-3" data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-sm font-semibold">{title}</h4>
          {subtitle && (
            <p className="text-xs break-words text-muted-foreground" dir="auto">
              {subtitle}
            </p>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={copy}
          disabled={!text.text}
          aria-label={t("copyLabel", { part: subtitle ? `${title}: ${subtitle}` : title })}
        >
          <Copy aria-hidden />
          {t("copy")}
        </Button>
      </div>
      {text.text ? (
        <p
          className="text-sm break-words whitespace-pre-wrap"
          dir="auto"
          lang={language}
          data-testid={`${testId}-text`}
        >
          {text.text}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      )}
      <p
        className={cn(
          "text-xs tabular-nums",
          text.text.length > max ? "text-red-700 dark:text-red-400" : "text-muted-foreground",
        )}
        data-testid={`${testId}-count`}
      >
        {t("characters", { count: text.text.length, max })}
      </p>
      <NewFactsNote title={t("newFacts")} facts={text.newFacts} />
    </section>
  );
}

function LinkedInResults({ result }: { result: LinkedInResult }) {
  const t = useTranslations("careerTools.linkedin");
  return (
    <div className="space-y-3" data-testid="linkedin-result">
      {result.mode === "offline" && <OfflineDraftBadge />}
      <AnswerNotes notes={result.notes} translate={(note) => t(`notes.${note}`)} />
      {(["headline", "about"] as const).map((part) => (
        <TextCard
          key={part}
          title={t(part)}
          text={result[part]}
          max={linkedInLimits[part]}
          language={result.language}
          testId={`linkedin-${part}`}
        />
      ))}
      {result.experience.map((job, index) => (
        <TextCard
          key={job.itemId}
          title={t("experience")}
          subtitle={[job.position, job.company].filter(Boolean).join(" · ")}
          text={job}
          max={linkedInLimits.experience}
          language={result.language}
          testId={`linkedin-experience-${index}`}
        />
      ))}
    </div>
  );
}

/**
 * The LinkedIn rewrite (LINKEDIN_REWRITE): an optional target role in, a headline, an About text and
 * one text per job out, each with its length and a Copy button. Too few tokens opens the app-wide
 * token dialog.
 */
export function LinkedInPanel({ resumeId, onBusyChange }: { resumeId: string; onBusyChange: (busy: boolean) => void }) {
  return (
    <TargetRoleTool<LinkedInResult>
      tool="linkedin"
      cost={linkedInCost}
      request={(targetRole) => requestLinkedInRewrite({ resumeId, targetRole })}
      renderResult={(result) => <LinkedInResults result={result} />}
      onBusyChange={onBusyChange}
    />
  );
}
