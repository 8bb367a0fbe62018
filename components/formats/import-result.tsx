"use client";

import { CircleCheckIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useDefaultSectionName } from "@/components/builder/sections/section-names";
import type { SectionKey } from "@/client/builder/section-operations";
import type { ImportResult } from "@/lib/formats/import-resume";
import type { ImportProblem } from "./use-import-problems";
import { isolate } from "@/core/i18n/isolate";

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
    <div
      role="status"
      data-testid="import-summary"
      className="grid gap-3 rounded-lg border border-emerald-600/40 bg-emerald-600/5 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-medium text-emerald-800 dark:text-emerald-300">
        <CircleCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{summary.name ? t("validNamed", { name: isolate(summary.name) }) : t("valid")}</span>
      </p>
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
    </div>
  );
}

/** An invalid file: each problem with its place in the file, when the server named one. */
export function ImportProblems({ problems }: { problems: ImportProblem[] }) {
  const t = useTranslations("importDialog.result");
  return (
    <div
      role="alert"
      data-testid="import-problems"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <p className="flex items-start gap-2 font-medium text-destructive">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t("invalid")}</span>
      </p>
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
    </div>
  );
}
