import type { CSSProperties } from "react";
import { useFormatter, useTranslations } from "next-intl";
import type { TokenUsage } from "@/lib/tokens/list-token-history";
import { operationLabel } from "./operation-label";

// One colour per operation, by rank of use: the chart's legend and bars agree on it.
const palette = [
  "bg-sky-500",
  "bg-violet-500",
  "bg-amber-500",
  "bg-emerald-500",
  "bg-rose-500",
  "bg-indigo-400",
  "bg-teal-500",
  "bg-orange-400",
];
const restColour = "bg-slate-400 dark:bg-slate-500";

/** "YYYY-MM" of the `count` months ending with this one (UTC, as the server groups them), oldest first. */
export function lastMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
  });
}

/**
 * Tokens used per month, stacked by operation: plain React and CSS, no chart library. Every bar
 * has a text equivalent (its title and the screen-reader list), so the chart is not colour-only.
 */
export function TokenUsageChart({ usage, months }: { usage: TokenUsage[]; months: number }) {
  const t = useTranslations("tokens");
  const format = useFormatter();
  const monthKeys = lastMonths(months);
  const totals = new Map<string, number>();
  for (const row of usage) totals.set(row.operation, (totals.get(row.operation) ?? 0) + Math.max(0, row.tokens));
  const ranked = [...totals.entries()].filter(([, tokens]) => tokens > 0).sort((a, b) => b[1] - a[1]);
  const colourOf = new Map(ranked.map(([operation], index) => [operation, palette[index] ?? restColour]));
  const byMonth = monthKeys.map((month) => {
    const rows = usage
      .filter((row) => row.month === month && row.tokens > 0)
      .sort((a, b) => (totals.get(b.operation) ?? 0) - (totals.get(a.operation) ?? 0));
    return { month, rows, total: rows.reduce((sum, row) => sum + row.tokens, 0) };
  });
  const highest = Math.max(1, ...byMonth.map((month) => month.total));
  const monthDate = (month: string) => {
    const [year, index] = month.split("-").map(Number);
    return new Date(Date.UTC(year ?? 1970, (index ?? 1) - 1, 1));
  };
  const monthName = (month: string) =>
    format.dateTime(monthDate(month), { month: "long", year: "numeric", timeZone: "UTC" });

  if (ranked.length === 0) {
    return (
      <p
        className="flex h-40 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground"
        data-testid="usage-chart-empty"
      >
        {t("history.usageEmpty", { months })}
      </p>
    );
  }

  return (
    <div className="grid gap-4" data-testid="usage-chart">
      <div
        className="grid h-48 grid-cols-[repeat(var(--months),minmax(0,1fr))] items-end gap-2 border-b sm:gap-4"
        style={{ "--months": months } as CSSProperties}
        aria-hidden
      >
        {byMonth.map(({ month, rows, total }) => (
          <div
            key={month}
            className="flex h-full flex-col justify-end"
            title={t("history.monthTotal", { month: monthName(month), tokens: total })}
          >
            {total > 0 ? (
              <span className="mb-1 text-center text-xs font-medium tabular-nums text-muted-foreground">
                {format.number(total)}
              </span>
            ) : null}
            <div
              className="mx-auto flex w-full max-w-12 flex-col-reverse overflow-hidden rounded-t-md"
              style={{ height: `${(total / highest) * 85}%` }}
            >
              {rows.map((row) => (
                <div
                  key={row.operation}
                  className={colourOf.get(row.operation) ?? restColour}
                  style={{ height: `${(row.tokens / total) * 100}%` }}
                  title={`${operationLabel(t, row.operation)}: ${format.number(row.tokens)}`}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div
        className="grid grid-cols-[repeat(var(--months),minmax(0,1fr))] gap-2 sm:gap-4"
        style={{ "--months": months } as CSSProperties}
        aria-hidden
      >
        {byMonth.map(({ month }, index) => (
          <span key={month} className="grid text-center text-xs text-muted-foreground">
            <span>{format.dateTime(monthDate(month), { month: "short", timeZone: "UTC" })}</span>
            {/* The year under the first month and under each January, not under every label. */}
            <span className="text-[0.65rem] opacity-80">
              {index === 0 || month.endsWith("-01")
                ? format.dateTime(monthDate(month), { year: "numeric", timeZone: "UTC" })
                : "\u00a0"}
            </span>
          </span>
        ))}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs" aria-label={t("history.usageTitle")}>
        {ranked.map(([operation, tokens]) => (
          <li key={operation} className="flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${colourOf.get(operation) ?? restColour}`} aria-hidden />
            <span>{operationLabel(t, operation)}</span>
            <span className="tabular-nums text-muted-foreground">{format.number(tokens)}</span>
          </li>
        ))}
      </ul>
      <ul className="sr-only">
        {byMonth.map(({ month, total }) => (
          <li key={month}>{t("history.monthTotal", { month: monthName(month), tokens: total })}</li>
        ))}
      </ul>
    </div>
  );
}
