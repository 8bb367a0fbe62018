"use client";

import { CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useDefaultSectionName } from "@/components/builder/sections/section-names";
import type { SectionKey } from "@/client/builder/section-operations";
import type { ImportResult } from "@/lib/formats/import-resume";
import type { ImportProblem } from "./use-import-problems";
import { isolate } from "@/core/i18n/isolate";
import { cn } from "@/core/utils/cn";

/**
 * A valid file: whose resume it is and the sections found, each with its number of items; for a PDF,
 * whether a model refined the layout rules' reading.
 */
export function ImportSummary({
  summary,
  refinement,
}: {
  summary: ImportResult["summary"];
  refinement?: ImportResult["refinement"];
}) {
  const t = useTranslations("importDialog.result");
  const sectionName = useDefaultSectionName();
  const sections = Object.entries(summary.sections);
  return (
    <ResultBox
      outcome="valid"
      title={summary.name ? t("validNamed", { name: isolate(summary.name) }) : t("valid")}
      testId="import-summary"
    >
      {sections.length === 0 ? (
        <p className="text-muted-foreground">{t("noSections")}</p>
      ) : (
        <ul className="grid gap-x-6 gap-y-1 sm:grid-cols-2" aria-label={t("sectionsFound")}>
          {sections.map(([key, count]) => (
            <li
              key={key}
              className="flex items-baseline justify-between gap-3 border-b border-dashed py-1 last:border-0"
            >
              <span className="min-w-0 truncate" dir="auto">
                {key.startsWith("custom.") ? key.slice("custom.".length) : sectionName(key as SectionKey)}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">{t("items", { count })}</span>
            </li>
          ))}
        </ul>
      )}
      {refinement && (
        <p data-testid="import-refinement" data-status={refinement.status} className="text-muted-foreground">
          {t(`refinement.${refinement.status}`, { count: refinement.tokensCharged })}
        </p>
      )}
    </ResultBox>
  );
}

/** An invalid file: each problem with its place in the file, when the server named one. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const t = useTranslations("importDialog.result");
  return (
    <ResultBox outcome="invalid" title={t("invalid")} testId="import-problems">
      <ul className="grid max-h-48 gap-2 overflow-y-auto">
        {problems.map((problem, index) => (
          <li key={index} className="grid gap-0.5">
            {problem.place && (
              <span className="text-xs text-muted-foreground">
                {t("place")}{" "}
                <code dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono break-all text-foreground">
                  {problem.place}
                </code>
              </span>
            )}
            <span>{problem.message}</span>
          </li>
        ))}
      </ul>
    </ResultBox>
  );
}

const outcomes = {
  valid: {
    role: "status",
    icon: CircleCheckIcon,
    box: "gap-3 border-emerald-600/40 bg-emerald-600/5",
    title: "text-emerald-800 dark:text-emerald-300",
  },
  invalid: {
    role: "alert",
    icon: TriangleAlertIcon,
    box: "gap-2 border-destructive/40 bg-destructive/10",
    title: "text-destructive",
  },
} as const;

/** The box a checked file's outcome is shown in: announced, green with a check or red with a warning. */
function ResultBox({
  outcome,
  title,
  children,
  testId,
}: {
  outcome: keyof typeof outcomes;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  const { role, icon: Icon, box, title: titleTone } = outcomes[outcome];
  return (
    <div role={role} data-testid={testId} className={cn("grid rounded-lg border p-4 text-sm", box)}>
      <p className={cn("flex items-start gap-2 font-medium", titleTone)}>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{title}</span>
      </p>
      {children}
    </div>
  );
}
