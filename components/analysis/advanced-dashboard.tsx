"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { AdvancedAnalysisResponse } from "@/core/analysis/progress-events";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/core/utils/cn";
import { ScoreBar, ScoreGauge, useMessageText } from "./score-parts";

const impactTone = {
  high: "bg-red-600 text-white",
  medium: "bg-amber-500 text-black",
  low: "bg-emerald-600 text-white",
} as const;

/** The advanced dashboard of spec §2. */
export function AdvancedDashboard({ analysis }: { analysis: AdvancedAnalysisResponse }) {
  const t = useTranslations("analysis");
  const format = useFormatter();
  const text = useMessageText();
  const { atsOptimization, jobMatchAnalysis, competitiveAnalysis, personalizedRecommendations } = analysis.advanced;
  const formatting = atsOptimization.formattingAnalysis.recommendations;
  const position = competitiveAnalysis.marketPosition;
  return (
    <div className="space-y-6" data-testid="analysis-advanced-dashboard">
      <div className="flex flex-wrap items-center gap-3">
        <ScoreGauge label={t("scores.ats")} score={atsOptimization.overallScore} />
        <div className="space-y-1">
          <p className="text-sm text-muted-foreground">{t("advanced.marketPosition")}</p>
          <Badge variant={position ? "default" : "outline"} data-testid="analysis-market-position">
            {position ? t(`advanced.position.${position}`) : t("notAnalyzed")}
          </Badge>
        </div>
      </div>

      <DashboardBlock title={t("advanced.jobMatch")} className="space-y-3">
        <ScoreBar label={t("scores.skill")} score={jobMatchAnalysis.skillMatch} />
        <ScoreBar label={t("scores.experience")} score={jobMatchAnalysis.experienceMatch} />
        <ScoreBar label={t("scores.culture")} score={jobMatchAnalysis.cultureMatch} />
        <ScoreBar
          label={t("scores.salary")}
          score={jobMatchAnalysis.salaryMatch}
          detail={jobMatchAnalysis.salaryMatch === null ? t("advanced.salaryUnknown") : undefined}
        />
        <h5 className="pt-2 text-sm font-medium">{t("advanced.breakdown")}</h5>
        {Object.entries(jobMatchAnalysis.detailedBreakdown).map(([kind, score]) => (
          <ScoreBar key={kind} label={t(`match.kind.${kind}` as never)} score={score} />
        ))}
      </DashboardBlock>

      <DashboardBlock title={t("advanced.skillGaps")}>
        <div className="grid gap-2 sm:grid-cols-3">
          {(["critical", "important", "niceToHave"] as const).map((level) => (
            <div key={level} className="rounded-md border p-2 text-sm">
              <p className="font-medium">
                {t(`match.importance.${level}`)} ({format.number(competitiveAnalysis.skillGaps[level].length)})
              </p>
              <p className="text-muted-foreground">{competitiveAnalysis.skillGaps[level].join(", ") || "—"}</p>
            </div>
          ))}
        </div>
      </DashboardBlock>

      <DashboardBlock title={t("advanced.immediate")}>
        <ul className="grid gap-2 sm:grid-cols-2">
          {personalizedRecommendations.immediate.slice(0, 4).map((item) => (
            <li key={item.code} className="rounded-md border p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{text("suggestions", item, "title")}</p>
                <span className={cn("rounded px-1.5 py-0.5 text-xs", impactTone[item.impact])}>
                  {t(`advanced.impact.${item.impact}`)}
                </span>
              </div>
              <p className="text-muted-foreground">{text("suggestions", item, "description")}</p>
              <p className="mt-1 text-xs">{t(`advanced.time.${item.timeToImplement}`)}</p>
            </li>
          ))}
        </ul>
      </DashboardBlock>

      <DashboardBlock title={t("advanced.advantages")}>
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {competitiveAnalysis.competitiveAdvantage.slice(0, 3).map((item, index) => (
            <li key={index}>{text("competitive", item)}</li>
          ))}
        </ol>
      </DashboardBlock>

      <DashboardBlock title={t("advanced.uniqueValue")} className="text-sm">
        <ul className="list-disc space-y-1 ps-5">
          {[...competitiveAnalysis.uniqueValue, ...competitiveAnalysis.differentiation].map((item, index) => (
            <li key={index}>{text("competitive", item)}</li>
          ))}
        </ul>
      </DashboardBlock>

      <DashboardBlock title={`${t("advanced.formatting")} (${format.number(formatting.length)})`} className="text-sm">
        {formatting.length === 0 ? (
          <p className="text-muted-foreground">{t("advanced.formattingNone")}</p>
        ) : (
          <ol className="list-decimal space-y-1 ps-5">
            {formatting.map((item) => (
              <li key={item.code}>{text("formatting", item)}</li>
            ))}
          </ol>
        )}
      </DashboardBlock>

      {personalizedRecommendations.longTerm.length > 0 && (
        <DashboardBlock title={t("advanced.longTerm")} className="text-sm">
          <ul className="list-disc space-y-1 ps-5">
            {personalizedRecommendations.longTerm.map((item, index) => (
              <li key={index}>{text("longTerm", item)}</li>
            ))}
          </ul>
        </DashboardBlock>
      )}
    </div>
  );
}

/** One block of the dashboard: its heading over what it shows. */
function DashboardBlock({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section className={cn("space-y-2", className)}>
      <h4 className="text-sm font-semibold">{title}</h4>
      {children}
    </section>
  );
}
