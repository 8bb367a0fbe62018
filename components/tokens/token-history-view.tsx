import { ChevronLeftIcon, ChevronRightIcon, ReceiptTextIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { TierBadge } from "@/components/billing/tier-badge";
import { Button } from "@/components/ui/button";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Link } from "@/core/i18n/navigation";
import type { TokenSummary } from "@/lib/tokens/get-token-summary";
import type { TokenHistory } from "@/lib/tokens/list-token-history";
import { TokenHistoryTable } from "./token-history-table";
import { TokenMeter } from "./token-meter";
import { TokenUsageChart } from "./token-usage-chart";

type Props = { history: TokenHistory; summary: TokenSummary; tier: SubscriptionTier; months: number };

const historyPath = "/dashboard/transaction-history";

/** /dashboard/transaction-history: the balance, use by operation over the last months, and every ledger row, paged. */
export function TokenHistoryView({ history, summary, tier, months }: Props) {
  const t = useTranslations("tokens");
  const tiers = useTranslations("dashboard.tiers");
  const format = useFormatter();
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader title={t("history.title")} description={t("history.description")} />

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <HistoryCard
          title={t("history.balanceCard")}
          aside={<TierBadge tier={tier} label={tiers(tier)} />}
          testId="history-balance"
        >
          <p className="text-3xl font-semibold tabular-nums" data-testid="history-remaining">
            {format.number(summary.remaining)}
            <span className="ms-1 text-sm font-normal text-muted-foreground">
              {t("chip.ofLimit", { limit: summary.limit })}
            </span>
          </p>
          <TokenMeter remaining={summary.remaining} limit={summary.limit} />
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{t("chip.allowance")}</dt>
            <dd className="text-end tabular-nums">
              {t("chip.allowanceValue", {
                remaining: summary.allowance.remaining,
                limit: summary.allowance.limit,
              })}
            </dd>
            <dt className="text-muted-foreground">{t("chip.purchased")}</dt>
            <dd className="text-end tabular-nums">{format.number(summary.purchased)}</dd>
          </dl>
          <p className="text-xs text-muted-foreground">
            {t("chip.renewsOn", { date: format.dateTime(new Date(summary.allowance.resetsAt), { dateStyle: "long" }) })}
          </p>
          <p className="text-xs text-muted-foreground">{t("chip.bucketsRule")}</p>
          <Button asChild variant="outline" size="sm">
            <Link href={{ pathname: "/pricing", query: { tab: "tokens" } }}>{t("chip.getMore")}</Link>
          </Button>
        </HistoryCard>

        <HistoryCard title={t("history.usageTitle")} description={t("history.usageDescription", { months })}>
          <TokenUsageChart usage={history.usageByMonth} months={months} />
        </HistoryCard>
      </div>

      <HistoryCard title={t("history.ledgerTitle")}>
        {history.total === 0 ? (
          <div className="grid justify-items-center gap-2 py-10 text-center" data-testid="token-history-empty">
            <span
              className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground"
              aria-hidden
            >
              <ReceiptTextIcon className="size-5" />
            </span>
            <p className="font-medium">{t("history.emptyTitle")}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{t("history.emptyDescription")}</p>
          </div>
        ) : (
          <TokenHistoryTable entries={history.entries} />
        )}
        {pages > 1 ? (
          <nav
            aria-label={t("history.pagination")}
            className="flex items-center justify-between gap-2 border-t pt-4 text-sm"
          >
            <PageLink
              page={history.page - 1}
              isDisabled={history.page <= 1}
              label={t("history.previous")}
              icon="previous"
            />
            <span className="text-muted-foreground tabular-nums">
              {t("history.pageOf", { page: history.page, pages })}
            </span>
            <PageLink
              page={history.page + 1}
              isDisabled={history.page >= pages}
              label={t("history.next")}
              icon="next"
            />
          </nav>
        ) : null}
      </HistoryCard>
    </div>
  );
}

type HistoryCardProps = {
  title: string;
  /** At the end of the title's line. */
  aside?: ReactNode;
  /** Under the title. */
  description?: string;
  testId?: string;
  children: ReactNode;
};

/** One of the page's cards, named by its title. */
function HistoryCard({ title, aside, description, testId, children }: HistoryCardProps) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="text-sm font-medium">
      {title}
    </h2>
  );
  return (
    <section
      className="grid content-start gap-4 rounded-xl border bg-card p-5"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : description ? (
        <div className="grid gap-1">
          {heading}
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

function PageLink({
  page,
  isDisabled,
  label,
  icon,
}: {
  page: number;
  isDisabled: boolean;
  label: string;
  icon: "previous" | "next";
}) {
  const Icon = icon === "previous" ? ChevronLeftIcon : ChevronRightIcon;
  const content = (
    <>
      {icon === "previous" && <Icon className="rtl:-scale-x-100" aria-hidden />}
      {label}
      {icon === "next" && <Icon className="rtl:-scale-x-100" aria-hidden />}
    </>
  );
  if (isDisabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={{ pathname: historyPath, query: { page: String(page) } }} rel={icon === "previous" ? "prev" : "next"}>
        {content}
      </Link>
    </Button>
  );
}
