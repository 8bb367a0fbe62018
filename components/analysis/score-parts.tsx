"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { AnalysisMessage } from "@/core/analysis";
import { cn } from "@/core/utils/cn";

/** Spec §9: per-section colours at 75 and 50; score text at 80 and 60. */
export function sectionTone(score: number | null): string {
  if (score === null) return "bg-muted-foreground/40";
  return score >= 75 ? "bg-emerald-600" : score >= 50 ? "bg-amber-500" : "bg-red-600";
}

export function scoreTextTone(score: number | null): string {
  if (score === null) return "text-muted-foreground";
  return score >= 80
    ? "text-emerald-700 dark:text-emerald-400"
    : score >= 60
      ? "text-amber-700 dark:text-amber-400"
      : "text-red-700 dark:text-red-400";
}

const contactFields = new Set(["name", "email", "phone", "location"]);
const sectionNames = new Set(["summary", "experience", "education", "skills"]);

/** A translated analyzer message (code + params), or the model's own wording when it wrote one. */
export function useMessageText() {
  const t = useTranslations("analysis");
  const fields = useTranslations("builderBasics.fields");
  // Lists of field and section keys ("email, phone") are shown in the interface's language.
  const translateList = (value: string | number, names: Set<string>, translate: (key: string) => string) =>
    typeof value === "string"
      ? value
          .split(", ")
          .map((key) => (names.has(key) ? translate(key) : key))
          .join(", ")
      : value;
  return (group: string, message: AnalysisMessage, part = "title") => {
    if (message.text && part === "description") return message.text;
    const params = { ...message.params };
    if (params.fields !== undefined)
      params.fields = translateList(params.fields, contactFields, (key) => fields(key as never));
    if (params.sections !== undefined)
      params.sections = translateList(params.sections, sectionNames, (key) => t(`sections.${key}` as never));
    return t(`${group}.${message.code}.${part}` as never, params as never);
  };
}

/** A 0-100 score as a percentage in the interface's digits ("68%", "٦٨٪"); null as a dash. */
function usePercent(): (score: number | null) => string {
  const format = useFormatter();
  return (score) => (score === null ? "—" : format.number(score / 100, { style: "percent", maximumFractionDigits: 0 }));
}

/** A round gauge (plain SVG) with the score in its middle. */
export function ScoreGauge({ label, score, testId }: { label: string; score: number | null; testId?: string }) {
  const t = useTranslations("analysis");
  const percent = usePercent();
  const radius = 34;
  const circumference = 2 * Math.PI * radius;
  const value = score ?? 0;
  return (
    <figure className="flex flex-col items-center gap-1 rounded-lg border bg-card p-3" data-testid={testId}>
      <svg
        viewBox="0 0 80 80"
        className="size-20"
        role="img"
        aria-label={`${label}: ${score === null ? t("notAnalyzed") : percent(score)}`}
      >
        <circle cx="40" cy="40" r={radius} fill="none" strokeWidth="8" className="stroke-muted" />
        <circle
          cx="40"
          cy="40"
          r={radius}
          fill="none"
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          transform="rotate(-90 40 40)"
          className={cn(
            score === null
              ? "stroke-transparent"
              : score >= 80
                ? "stroke-emerald-600"
                : score >= 60
                  ? "stroke-amber-500"
                  : "stroke-red-600",
          )}
        />
        <text
          x="40"
          y="45"
          textAnchor="middle"
          className={cn("fill-current text-base font-semibold", scoreTextTone(score))}
        >
          {percent(score)}
        </text>
      </svg>
      <figcaption className="text-center text-xs font-medium text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/** A labelled horizontal bar in the section colours. */
export function ScoreBar({ label, score, detail }: { label: string; score: number | null; detail?: string }) {
  const percent = usePercent();
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className={cn("tabular-nums", scoreTextTone(score))}>{percent(score)}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className={cn("h-full rounded-full", sectionTone(score))} style={{ width: `${score ?? 0}%` }} />
      </div>
      {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
    </div>
  );
}
