"use client";

import { CoinsIcon, HistoryIcon, RefreshCwIcon, ShoppingCartIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { TierBadge } from "@/components/billing/tier-badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { refreshTokenBalance } from "./token-balance-store";
import { TokenMeter } from "./token-meter";
import { useTokenBalance } from "./use-token-balance";

type Props = {
  tier: SubscriptionTier;
  /** Phones: the number only, no meter. */
  isCompact?: boolean;
  className?: string;
};

/**
 * The balance chip of the builder's top bar and the dashboard (spec accounts §4): remaining of the
 * period's limit with a meter; its popover splits the monthly allowance from purchased tokens and
 * says when the allowance renews.
 */
export function TokenBalanceChip({ tier, isCompact = false, className }: Props) {
  const t = useTranslations("tokens.chip");
  const tiers = useTranslations("dashboard.tiers");
  const format = useFormatter();
  const { summary, isLoading, hasFailed } = useTokenBalance();
  const remaining = summary?.remaining ?? 0;
  const limit = summary?.limit ?? 0;
  const resetsAt = summary?.allowance.resetsAt ? new Date(summary.allowance.resetsAt) : null;

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className={cn("h-8 gap-2 px-2.5 tabular-nums", className)}
          data-testid="token-balance-chip"
          data-remaining={summary ? remaining : undefined}
          data-limit={summary ? limit : undefined}
          aria-label={summary ? t("ariaLabel", { remaining, limit }) : t("loading")}
        >
          <CoinsIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
          {summary ? (
            <span className="flex items-center gap-2">
              <span className="text-sm font-semibold">{format.number(remaining)}</span>
              {!isCompact && (
                <>
                  {/* Drawn, not text: the button's name ("250 of 250 tokens left") says it in words, and
                      holds every word of the visible text (WCAG 2.5.3, label in name). */}
                  <span
                    className="-ms-1 text-xs text-muted-foreground after:content-[attr(data-limit)]"
                    data-limit={`/ ${format.number(limit)}`}
                    aria-hidden
                  />
                  <TokenMeter remaining={remaining} limit={limit} className="hidden w-12 lg:block" />
                </>
              )}
            </span>
          ) : (
            <span className="h-4 w-10 animate-pulse rounded bg-muted motion-reduce:animate-none" aria-hidden />
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-0" data-testid="token-balance-popover">
        <div className="space-y-3 p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-medium">{t("title")}</p>
            <TierBadge tier={tier} label={tiers(tier)} />
          </div>
          {hasFailed ? <p className="text-sm text-destructive">{t("failed")}</p> : null}
          <div className="space-y-1.5">
            <p className="text-2xl font-semibold tabular-nums">
              {format.number(remaining)}
              <span className="ms-1 text-sm font-normal text-muted-foreground">{t("ofLimit", { limit })}</span>
            </p>
            <TokenMeter remaining={remaining} limit={limit} />
          </div>
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">{t("allowance")}</dt>
            <dd className="text-end tabular-nums" data-testid="token-allowance">
              {t("allowanceValue", {
                remaining: summary?.allowance.remaining ?? 0,
                limit: summary?.allowance.limit ?? 0,
              })}
            </dd>
            <dt className="text-muted-foreground">{t("purchased")}</dt>
            <dd className="text-end tabular-nums" data-testid="token-purchased">
              {format.number(summary?.purchased ?? 0)}
            </dd>
          </dl>
          {resetsAt ? (
            <p className="text-xs text-muted-foreground">
              {t("renewsOn", { date: format.dateTime(resetsAt, { dateStyle: "long" }) })}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">{t("bucketsRule")}</p>
        </div>
        <div className="flex items-center gap-1 border-t p-2">
          <Button asChild variant="ghost" size="sm" className="flex-1 justify-start">
            <Link href="/dashboard/transaction-history">
              <HistoryIcon aria-hidden />
              {t("history")}
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="flex-1 justify-start">
            <Link href={{ pathname: "/pricing", query: { tab: "tokens" } }}>
              <ShoppingCartIcon aria-hidden />
              {t("getMore")}
            </Link>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-label={t("refresh")}
            title={t("refresh")}
            disabled={isLoading}
            onClick={() => void refreshTokenBalance({ force: true })}
          >
            <RefreshCwIcon className={cn(isLoading && "animate-spin motion-reduce:animate-none")} aria-hidden />
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
