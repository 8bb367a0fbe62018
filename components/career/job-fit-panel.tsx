"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { emptyJob, JobFields, type JobFieldValues } from "@/components/analysis/job-fields";
import { MatchList } from "@/components/analysis/match-list";
import { ScoreBar, ScoreGauge } from "@/components/analysis/score-parts";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { jobFitParts, type JobFitResult } from "@/core/career/job-fit";
import { jobFitCost, requestJobFit } from "./career-requests";
import { CareerToolForm } from "./career-tool-form";

/** The job the analysis last ran against: the job fit and the booster offer to reuse it. */
export type AnalysedJob = JobFieldValues;

const bandTone = {
  strong: "border-emerald-600/50 text-emerald-700 dark:text-emerald-400",
  good: "border-amber-500/50 text-amber-700 dark:text-amber-400",
  partial: "border-amber-500/50 text-amber-700 dark:text-amber-400",
  weak: "border-red-600/40 text-red-700 dark:text-red-400",
  unknown: "border-muted-foreground/30 text-muted-foreground",
} as const;

/** What the job-fit check found: the score as a gauge, the verdict, the parts as bars, the match list. */
function JobFitResults({ result, onNavigate }: { result: JobFitResult; onNavigate: () => void }) {
  const t = useTranslations("careerTools.jobFit");
  const tAnalysis = useTranslations("analysis");
  const parts = jobFitParts.filter((part) => result.parts[part] !== null);
  return (
    <div className="space-y-5" data-testid="job-fit-result">
      {result.mode === "offline" && <OfflineDraftBadge note={t("offlineNote")} />}
      {result.state === "noUsefulData" ? (
        <p className="text-sm" data-testid="job-fit-no-data">
          {tAnalysis("noUsefulData")}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <ScoreGauge label={t("score")} score={result.score} testId="job-fit-score" />
            <ScoreGauge label={tAnalysis("scores.ats")} score={result.atsScore} />
          </div>
          <section className="space-y-2" aria-labelledby="job-fit-verdict">
            <div className="flex flex-wrap items-center gap-2">
              <h4 id="job-fit-verdict" className="text-sm font-semibold">
                {t("verdict")}
              </h4>
              <Badge variant="outline" className={bandTone[result.verdict.band]} data-testid="job-fit-band">
                {result.verdict.band === "unknown" ? tAnalysis("notAnalyzed") : t(`band.${result.verdict.band}`)}
              </Badge>
            </div>
            <p className="text-sm" dir="auto" lang={result.language} data-testid="job-fit-verdict">
              {result.verdict.text}
            </p>
            {result.verdict.advice.length > 0 && (
              <>
                <h4 className="text-sm font-semibold">{t("advice")}</h4>
                <ul className="list-disc space-y-1 ps-5 text-sm" lang={result.language}>
                  {result.verdict.advice.map((advice) => (
                    <li key={advice} dir="auto">
                      {advice}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {parts.length > 0 && (
            <section className="space-y-3" data-testid="job-fit-parts">
              <h4 className="text-sm font-semibold">{t("parts")}</h4>
              {parts.map((part) => (
                <ScoreBar key={part} label={tAnalysis(`match.kind.${part}`)} score={result.parts[part]} />
              ))}
            </section>
          )}
          <section className="space-y-2">
            <h4 className="text-sm font-semibold">{t("match")}</h4>
            <MatchList matches={result.matches} onNavigate={onNavigate} />
          </section>
        </>
      )}
    </div>
  );
}

/**
 * The job-fit tool (JOB_FIT_SCORE): a job description in (the analysis's own is offered), the
 * analyzer's fit score, its parts and the explained match out, with a verdict in the resume's
 * language. Too few tokens opens the app-wide token dialog (apiRequest's global handler).
 */
export function JobFitPanel({
  resumeId,
  headline,
  analysedJob,
  onBusyChange,
  onNavigate,
}: {
  resumeId: string;
  headline: string;
  analysedJob: AnalysedJob | null;
  onBusyChange: (busy: boolean) => void;
  onNavigate: () => void;
}) {
  const t = useTranslations("careerTools");
  const [job, setJob] = useState(emptyJob);

  const offered =
    analysedJob && analysedJob.jobDescription.trim() && analysedJob.jobDescription !== job.jobDescription
      ? analysedJob
      : null;
  return (
    <CareerToolForm<JobFitResult>
      tool="jobFit"
      cost={jobFitCost}
      request={() => requestJobFit({ resumeId, ...job })}
      renderResult={(result) => <JobFitResults result={result} onNavigate={onNavigate} />}
      onBusyChange={onBusyChange}
      canRun={job.jobDescription.trim().length >= 20}
    >
      <JobFields
        headline={headline}
        job={job}
        onJobChange={setJob}
        action={
          offered && (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() =>
                setJob({ jobDescription: offered.jobDescription, jobTitle: offered.jobTitle || job.jobTitle })
              }
              data-testid="job-fit-use-analysis"
            >
              {t("jobFit.useAnalysisJob")}
            </Button>
          )
        }
      />
    </CareerToolForm>
  );
}
