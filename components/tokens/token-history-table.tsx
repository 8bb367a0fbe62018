import { useFormatter, useTranslations } from "next-intl";
import type { TokenHistoryEntry } from "@/lib/tokens/list-token-history";
import { cn } from "@/core/utils/cn";
import { ColumnHeaders } from "./column-headers";
import { operationLabel } from "./operation-label";

/** Every ledger row of the page: when, what, how many tokens in or out, and the balance after it. */
export function TokenHistoryTable({ entries }: { entries: TokenHistoryEntry[] }) {
  const t = useTranslations("tokens");
  const format = useFormatter();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="token-history-table">
        <ColumnHeaders
          columns={[
            { label: t("history.columns.date"), align: "start", className: "py-2 pe-3" },
            { label: t("history.columns.operation"), align: "start", className: "px-3 py-2" },
            { label: t("history.columns.amount"), align: "end", className: "px-3 py-2" },
            { label: t("history.columns.balanceAfter"), align: "end", className: "py-2 ps-3" },
          ]}
        />
        <tbody>
          {entries.map((entry) => {
            const createdAt = new Date(entry.createdAt);
            return (
              <tr
                key={entry.id}
                className="border-b last:border-0"
                data-operation={entry.operation}
                data-kind={entry.kind}
                data-amount={entry.amount}
              >
                <td className="py-3 pe-3 align-top whitespace-nowrap">
                  <time dateTime={entry.createdAt} className="grid">
                    <span>{format.dateTime(createdAt, { dateStyle: "medium" })}</span>
                    <span className="text-xs text-muted-foreground">
                      {format.dateTime(createdAt, { timeStyle: "short" })}
                    </span>
                  </time>
                </td>
                <td className="px-3 py-3 align-top">
                  <span className="font-medium">{operationLabel(t, entry.operation)}</span>
                  <span className="block text-xs text-muted-foreground">{t(`kinds.${entry.kind}`)}</span>
                </td>
                <td
                  className={cn(
                    "px-3 py-3 text-end align-top font-medium whitespace-nowrap tabular-nums",
                    entry.amount > 0
                      ? "text-emerald-700 dark:text-emerald-400"
                      : entry.amount < 0
                        ? "text-rose-700 dark:text-rose-400"
                        : "",
                  )}
                >
                  <bdi>{format.number(entry.amount, { signDisplay: "exceptZero" })}</bdi>
                </td>
                <td className="py-3 ps-3 text-end align-top tabular-nums">{format.number(entry.balanceAfter)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
