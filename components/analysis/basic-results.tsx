"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { BasicAnalysisResponse } from "@/core/analysis/progress-events";
import { atsChecks, type AnalysisSuggestion } from "@/core/analysis/schema";
import { cn } from "@/core/utils/cn";
import { ScoreBar, ScoreGauge, useMessageText } from "./score-parts";

const priorityTone = {
  high: "border-s-red-600",
  medium: "border-s-amber-500",
  low: "border-s-emerald-600",
} as const;

function Suggestions({ title, items }: { title: string; items: AnalysisSuggestion[] }) {
  const text = useMessageText();
  const format = useFormatter();
  if (items.length === 0) return null;
  return (
    <section className="space-y-2">
      <h4 className="text-sm font-semibold">
        {title} <span className="text-muted-foreground">({format.number(items.length)})</span>
      </h4>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item.code} className={cn("rounded-md border border-s-4 bg-card p-3", priorityTone[item.priority])}>
            <p className="text-sm font-medium">{text("suggestions", item, "title")}</p>
            <p className="text-sm text-muted-foreground">{text("suggestions", item, "description")}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The basic results of spec §2: score cards, suggestions by priority, section scores and keywords. */
export function BasicResults({ analysis }: { analysis: BasicAnalysisResponse }) {
  const t = useTranslations("analysis");
  const format = useFormatter();
  const text = useMessageText();
  const { atsOptimization, jobMatchAnalysis, rawATSData } = analysis.basic;
  const keywords = atsOptimization.keywordOptimization;
  return (
    <div className="space-y-6" data-testid="analysis-basic-results">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <ScoreGauge label={t("scores.ats")} score={atsOptimization.overallScore} testId="analysis-ats-score" />
        <ScoreGauge label={t("scores.overall")} score={jobMatchAnalysis.overallMatch} />
        <ScoreGauge label={t("scores.skill")} score={jobMatchAnalysis.skillMatch} />
        <ScoreGauge label={t("scores.culture")} score={jobMatchAnalysis.cultureMatch} />
      </div>

      <div className="space-y-4">
        <Suggestions title={t("priority.high")} items={rawATSData.suggestions.highPriority} />
        <Suggestions title={t("priority.medium")} items={rawATSData.suggestions.mediumPriority} />
        <Suggestions title={t("priority.low")} items={rawATSData.suggestions.lowPriority} />
      </div>

      <section className="space-y-3">
        <h4 className="text-sm font-semibold">{t("sectionScores")}</h4>
        {atsChecks.map((check) => {
          const entry = atsOptimization.sectionScores[check];
          return (
            <ScoreBar
              key={check}
              label={t(`checks.${check}`)}
              score={entry.score}
              detail={text("reasons", entry.reason)}
            />
          );
        })}
      </section>

      <section className="space-y-3">
        <h4 className="text-sm font-semibold">{t("sectionStrength")}</h4>
        {Object.entries(rawATSData.sectionStrengthData).map(([section, score]) => (
          <ScoreBar
            key={section}
            label={t.has(`sections.${section}`) ? t(`sections.${section}` as never) : section}
            score={score}
          />
        ))}
      </section>

      <section className="space-y-2 text-sm">
        <h4 className="font-semibold">{t("keywords.title")}</h4>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{t("keywords.total")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{format.number(keywords.totalKeywords)}</dd>
          </div>
          <div className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{t("keywords.density")}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {format.number(keywords.keywordDensity / 100, { style: "percent", maximumFractionDigits: 1 })}
            </dd>
          </div>
          <div className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{t("keywords.missing")}</dt>
            <dd className="text-lg font-semibold tabular-nums">{format.number(keywords.missingKeywords.length)}</dd>
          </div>
          <div className="rounded-md border p-2">
            <dt className="text-xs text-muted-foreground">{t("keywords.readability")}</dt>
            <dd className="text-lg font-semibold tabular-nums">
              {format.number(rawATSData.keywordAnalysis.readabilityScore)}
            </dd>
          </div>
        </dl>
        {keywords.missingKeywords.length > 0 && (
          <p>
            <span className="font-medium">{t("keywords.missingList")}: </span>
            {keywords.missingKeywords.join(", ")}
          </p>
        )}
        <p>
          <span className="font-medium">{t("keywords.placement")}: </span>
          {Object.entries(keywords.keywordPlacement)
            .filter(([, count]) => count > 0)
            .map(([place, count]) => `${t(`placement.${place}` as never)} ${count}`)
            .join(" · ") || t("keywords.none")}
        </p>
        {(["critical", "important", "other"] as const).map((level) =>
          keywords.keywordImportance[level].length ? (
            <p key={level}>
              <span className="font-medium">{t(`keywords.importance.${level}`)}: </span>
              {keywords.keywordImportance[level].join(", ")}
            </p>
          ) : null,
        )}
      </section>

      <details className="rounded-md border p-2 text-xs">
        <summary className="cursor-pointer text-sm font-medium">{t("rawData")}</summary>
        <RawTree value={analysis.basic.rawATSData} />
      </details>
    </div>
  );
}

/** The raw data as a tree of nested details (spec §2 "raw data tree viewer"). */
function RawTree({ value, name }: { value: unknown; name?: string }) {
  if (value !== null && typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((entry, index) => [String(index), entry] as const)
      : Object.entries(value);
    const body = (
      <ul className="ms-3 border-s ps-2">
        {entries.map(([key, entry]) => (
          <li key={key}>
            <RawTree value={entry} name={key} />
          </li>
        ))}
      </ul>
    );
    return name === undefined ? (
      body
    ) : (
      <details>
        <summary className="cursor-pointer font-mono">{name}</summary>
        {body}
      </details>
    );
  }
  return (
    <span className="font-mono break-all">
      {name}: <span className="text-muted-foreground">{JSON.stringify(value)}</span>
    </span>
  );
}
