"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Check, Undo2 } from "lucide-react";
import { toast } from "sonner";
import { AiDiffView } from "@/components/builder/ai/ai-diff-view";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { replaceBulletText } from "@/client/builder/replace-bullet";
import { useBuilderStore } from "@/client/builder/store";
import type { BoosterResult, BoosterSuggestion } from "@/core/career/booster";
import { boosterCost, requestBooster } from "./career-requests";
import { CareerToolForm } from "./career-tool-form";
import type { AnalysedJob } from "./job-fit-panel";

type Status = "pending" | "accepted" | "skipped";

/**
 * Rewrites the bullet `from` of the suggestion's item as `to` through the builder store: one edit of
 * undo history. False when the item or the bullet is no longer there as it was.
 */
function rewriteBullet(suggestion: BoosterSuggestion, from: string, to: string): boolean {
  const { data, update } = useBuilderStore.getState();
  const item = data?.sections[suggestion.section].items.find((candidate) => candidate.id === suggestion.itemId);
  const summary = item && replaceBulletText(item.summary, from, to);
  if (!summary) return false;
  update((draft) => {
    const target = draft.sections[suggestion.section].items.find((candidate) => candidate.id === suggestion.itemId);
    if (target) target.summary = summary;
  });
  return true;
}

/** Where a bullet is: its job's position and company, or its project's name. */
function useItemLabel(suggestion: BoosterSuggestion): string {
  return useBuilderStore((state) => {
    const items = state.data?.sections[suggestion.section].items as { id: string }[] | undefined;
    const item = items?.find((candidate) => candidate.id === suggestion.itemId) as Record<string, unknown> | undefined;
    const parts = suggestion.section === "experience" ? [item?.position, item?.company] : [item?.name];
    return parts.filter((part) => typeof part === "string" && part).join(" · ");
  });
}

/** One weak bullet: why it is weak, the rewrite as a diff, and Accept / Skip (then Undo). */
function SuggestionCard({
  suggestion,
  language,
  index,
}: {
  suggestion: BoosterSuggestion;
  language: string;
  index: number;
}) {
  const t = useTranslations("careerTools.booster");
  const [status, setStatus] = useState<Status>("pending");
  const where = useItemLabel(suggestion);

  const accept = () => {
    if (rewriteBullet(suggestion, suggestion.before, suggestion.after)) setStatus("accepted");
    else toast.error(t("changed"));
  };
  const undo = () => {
    if (status === "accepted" && !rewriteBullet(suggestion, suggestion.after, suggestion.before)) {
      toast.error(t("changed"));
      return;
    }
    setStatus("pending");
  };

  return (
    <li
      className="space-y-2 rounded-md border bg-card p-3 data-[status=skipped]:opacity-60"
      data-status={status}
      data-testid={`booster-suggestion-${index}`}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        {where && (
          <span className="me-1 text-xs font-medium text-muted-foreground" dir="auto">
            {where}
          </span>
        )}
        {suggestion.reasons.map((reason) => (
          <Badge key={reason} variant="outline" className="text-xs font-normal">
            {t(`reasons.${reason}`)}
          </Badge>
        ))}
      </div>
      <div lang={language}>
        <AiDiffView before={suggestion.before} after={suggestion.after} newFacts={suggestion.newFacts} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {status === "pending" ? (
          <>
            <Button type="button" size="sm" onClick={accept} data-testid="booster-accept">
              <Check aria-hidden />
              {t("accept")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setStatus("skipped")}>
              {t("skip")}
            </Button>
          </>
        ) : (
          <>
            <span className="text-sm font-medium" role="status">
              {t(status)}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={undo} data-testid="booster-undo">
              <Undo2 aria-hidden className="rtl:-scale-x-100" />
              {t("undo")}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

function BoosterResults({ result }: { result: BoosterResult }) {
  const t = useTranslations("careerTools.booster");
  return (
    <div className="space-y-3" data-testid="booster-result">
      {result.mode === "offline" && <OfflineDraftBadge note={t("offlineNote")} />}
      {result.suggestions.length === 0 && result.leftAsIs === 0 ? (
        <p className="text-sm" data-testid="booster-none">
          {t("none")}
        </p>
      ) : (
        <ol className="space-y-3">
          {result.suggestions.map((suggestion, index) => (
            <SuggestionCard
              key={`${suggestion.itemId}:${suggestion.before}`}
              suggestion={suggestion}
              language={result.language}
              index={index}
            />
          ))}
        </ol>
      )}
      {result.leftAsIs > 0 && (
        <p className="rounded-md bg-muted p-2 text-xs text-muted-foreground" data-testid="booster-left">
          {t("leftAsIs", { count: result.leftAsIs })}
        </p>
      )}
    </div>
  );
}

/**
 * The booster (BOOSTER): an optional job description in (the analysis's own is offered), rewrites of
 * the resume's weak bullets out, each accepted into the resume as one undoable edit, or skipped.
 * Too few tokens opens the app-wide token dialog.
 */
export function BoosterPanel({
  resumeId,
  analysedJob,
  onBusyChange,
}: {
  resumeId: string;
  analysedJob: AnalysedJob | null;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations("careerTools");
  const id = useId();
  const [jobDescription, setJobDescription] = useState("");

  const offered =
    analysedJob?.jobDescription.trim() && analysedJob.jobDescription !== jobDescription ? analysedJob : null;
  return (
    <CareerToolForm<BoosterResult>
      tool="booster"
      cost={boosterCost}
      request={() => requestBooster({ resumeId, jobDescription })}
      renderResult={(result) => <BoosterResults result={result} />}
      onBusyChange={onBusyChange}
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-job`}>{t("booster.jobDescription")}</Label>
          {offered && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => setJobDescription(offered.jobDescription)}
            >
              {t("jobFit.useAnalysisJob")}
            </Button>
          )}
        </div>
        <Textarea
          id={`${id}-job`}
          value={jobDescription}
          onChange={(event) => setJobDescription(event.target.value)}
          className="min-h-24"
          maxLength={20_000}
        />
      </div>
    </CareerToolForm>
  );
}
