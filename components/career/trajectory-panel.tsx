"use client";

import { useFormatter, useTranslations } from "next-intl";
import { AlertTriangle, ArrowDownRight, ArrowRight, ArrowUpRight, Check, Minus } from "lucide-react";
import { AnswerNotes } from "@/components/builder/ai/answer-notes";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { Badge } from "@/components/ui/badge";
import type { NextStep, TrajectoryResult } from "@/core/career/trajectory";
import { requestTrajectory, trajectoryCost } from "./career-requests";
import { TargetRoleTool } from "./target-role-tool";

type Checked = NonNullable<TrajectoryResult["summary"]>;

/** "3 years 2 months", from a count of months. */
function useDuration() {
  const t = useTranslations("careerTools.trajectory");
  return (months: number) => {
    const years = Math.floor(months / 12);
    const rest = months % 12;
    if (years === 0) return t("months", { count: rest });
    if (rest === 0) return t("years", { count: years });
    return t("yearsMonths", { years: t("years", { count: years }), months: t("months", { count: rest }) });
  };
}

/** A "YYYY-MM" month in the interface's words. */
function useMonth() {
  const format = useFormatter();
  return (month: string) => {
    const [year, index] = month.split("-").map(Number);
    return format.dateTime(new Date(Date.UTC(year ?? 2000, (index ?? 1) - 1, 15)), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
  };
}

function ModelText({ text, language, testId }: { text: Checked; language: string; testId: string }) {
  const t = useTranslations("careerTools.trajectory");
  return (
    <div className="space-y-1">
      <p className="text-sm whitespace-pre-wrap" dir="auto" lang={language} data-testid={testId}>
        {text.text}
      </p>
      {text.newFacts.length > 0 && (
        <p className="flex flex-wrap items-center gap-1 text-xs text-amber-800 dark:text-amber-300">
          <AlertTriangle className="size-3.5" aria-hidden />
          {t("newFacts")}
          <span dir="auto">{text.newFacts.map((fact) => fact.value).join(", ")}</span>
        </p>
      )}
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-md border bg-card p-2">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-sm font-semibold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

const directionIcon = { up: ArrowUpRight, same: ArrowRight, down: ArrowDownRight } as const;

/** The jobs oldest first, each with its period and time in it, the steps and the gaps between them. */
function PathList({ result }: { result: TrajectoryResult }) {
  const t = useTranslations("careerTools.trajectory");
  const duration = useDuration();
  const month = useMonth();
  return (
    <ol className="space-y-2" data-testid="trajectory-path">
      {result.roles.map((role) => {
        const step = result.progression.find((entry) => entry.toItemId === role.itemId);
        const gap = result.gaps.find((entry) => entry.beforeItemId === role.itemId);
        const StepIcon = step ? directionIcon[step.direction] : null;
        return (
          <li key={role.itemId} className="space-y-1">
            {gap && (
              <p
                className="flex items-center gap-1 ps-3 text-xs text-amber-800 dark:text-amber-300"
                data-testid="trajectory-gap"
              >
                <Minus className="size-3.5" aria-hidden />
                {t("gap", { duration: duration(gap.months), from: month(gap.from), to: month(gap.to) })}
              </p>
            )}
            {step && StepIcon && (
              <p className="flex items-center gap-1 ps-3 text-xs text-muted-foreground">
                <StepIcon className="size-3.5 rtl:-scale-x-100" aria-hidden />
                {t(`direction.${step.direction}`, { from: t(`levels.${step.from}`), to: t(`levels.${step.to}`) })}
              </p>
            )}
            <div className="rounded-md border bg-card p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words" dir="auto" lang={result.language}>
                    {role.position || t("untitled")}
                  </p>
                  <p className="text-xs break-words text-muted-foreground" dir="auto" lang={result.language}>
                    {[role.company, role.date].filter(Boolean).join(" · ")}
                  </p>
                </div>
                <div className="flex flex-wrap gap-1">
                  <Badge variant="secondary">{t(`levels.${role.level}`)}</Badge>
                  {role.current && <Badge variant="outline">{t("current")}</Badge>}
                </div>
              </div>
              <p className="mt-1 text-xs tabular-nums" data-testid="trajectory-role-duration">
                {role.months === null
                  ? t("undated")
                  : role.approximate
                    ? t("approximately", { duration: duration(role.months) })
                    : duration(role.months)}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function NextStepCard({ step, language }: { step: NextStep; language: string }) {
  const t = useTranslations("careerTools.trajectory");
  return (
    <section className="space-y-2 rounded-md border bg-card p-3" data-testid={`trajectory-step-${step.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h5 className="text-sm font-semibold" dir="auto" lang={language}>
          {step.role}
        </h5>
        <Badge variant="secondary">{t(`levels.${step.level}`)}</Badge>
        <Badge variant="outline">{t(`kinds.${step.kind}`)}</Badge>
      </div>
      {step.reasoning && <ModelText text={step.reasoning} language={language} testId="trajectory-step-reasoning" />}
      {step.skillsShown.length + step.skillsMissing.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t("noSkillList")}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <div className="space-y-1">
            <p className="text-xs font-medium">{t("skillsShown", { count: step.skillsShown.length })}</p>
            <ul className="space-y-1" data-testid="trajectory-skills-shown">
              {step.skillsShown.map((proof) => (
                <li key={proof.skill} className="text-xs">
                  <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
                    <Check className="size-3.5" aria-hidden />
                    <bdi lang={language}>{proof.skill}</bdi>
                  </span>
                  {/* The quote, unless it is the skill itself (a skills keyword). */}
                  {proof.quote.toLocaleLowerCase() !== proof.skill.toLocaleLowerCase() && (
                    <>
                      {" "}
                      <q className="break-words text-muted-foreground" dir="auto" lang={language}>
                        {proof.quote}
                      </q>
                    </>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-1">
            <p className="text-xs font-medium">{t("skillsMissing", { count: step.skillsMissing.length })}</p>
            <ul className="flex flex-wrap gap-1" data-testid="trajectory-skills-missing">
              {step.skillsMissing.map((skill) => (
                <li key={skill}>
                  <Badge variant="outline" className="font-normal" lang={language}>
                    {skill}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

function TrajectoryResults({ result }: { result: TrajectoryResult }) {
  const t = useTranslations("careerTools.trajectory");
  const format = useFormatter();
  const duration = useDuration();
  return (
    <div className="space-y-4" data-testid="trajectory-result">
      {result.mode === "offline" && <OfflineDraftBadge />}
      <AnswerNotes notes={result.notes} translate={(note) => t(`notes.${note}`)} testId="trajectory-notes" />
      {result.summary && <ModelText text={result.summary} language={result.language} testId="trajectory-summary" />}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={t("total")} value={duration(result.totalMonths)} testId="trajectory-total" />
        <Figure
          label={t("averageTenure")}
          value={result.averageTenureMonths === null ? "–" : duration(result.averageTenureMonths)}
          testId="trajectory-tenure"
        />
        <Figure label={t("jobs")} value={format.number(result.roles.length)} />
        <Figure label={t("gaps")} value={format.number(result.gaps.length)} />
      </div>
      {result.roles.length > 0 && (
        <section className="space-y-2">
          <h4 className="text-sm font-semibold">{t("path")}</h4>
          <PathList result={result} />
        </section>
      )}
      {result.nextSteps.length > 0 && (
        <section className="space-y-2">
          <h4 className="text-sm font-semibold">{t("nextSteps")}</h4>
          {result.nextSteps.map((step) => (
            <NextStepCard key={step.id} step={step} language={result.language} />
          ))}
        </section>
      )}
    </div>
  );
}

/**
 * The career trajectory (TRAJECTORY): an optional target role in; the path so far (jobs oldest
 * first with their months, seniority steps, gaps, tenure) and next steps with the skills the resume
 * shows (quoted) and lacks. Too few tokens opens the app-wide token dialog.
 */
export function TrajectoryPanel({
  resumeId,
  onBusyChange,
}: {
  resumeId: string;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <TargetRoleTool<TrajectoryResult>
      tool="trajectory"
      cost={trajectoryCost}
      request={(targetRole) => requestTrajectory({ resumeId, targetRole })}
      renderResult={(result) => <TrajectoryResults result={result} />}
      onBusyChange={onBusyChange}
    />
  );
}
