import { useFormatter, useTranslations } from "next-intl";

/** A price in the page's locale and the configured currency, without decimals when it is whole (8.99, 0). */
export function formatPlanPrice(format: ReturnType<typeof useFormatter>, price: number, currency: string): string {
  return format.number(price, { style: "currency", currency, minimumFractionDigits: Number.isInteger(price) ? 0 : 2 });
}

/** A plan's price in the page's locale and the configured currency; null means "on request"; a free plan has no period. */
export function PlanPrice({
  price,
  currency,
  period,
}: {
  price: number | null;
  currency: string;
  period: "month" | "year";
}) {
  const t = useTranslations("pricing");
  const format = useFormatter();
  if (price === null) {
    return <p className="text-3xl font-semibold tracking-tight">{t("plan.onRequest")}</p>;
  }
  return (
    <p className="flex items-baseline gap-1.5" data-testid="plan-price">
      <span className="text-4xl font-semibold tracking-tight tabular-nums">
        {formatPlanPrice(format, price, currency)}
      </span>
      {price > 0 ? <span className="text-sm text-muted-foreground">{t(`period.${period}`)}</span> : null}
    </p>
  );
}
