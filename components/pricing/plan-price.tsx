import { useFormatter, useTranslations } from "next-intl";

/** A plan's price in the page's locale and the configured currency; null means "on request". */
export function PlanPrice({ price, currency, period }: { price: number | null; currency: string; period: "month" | "year" }) {
  const t = useTranslations("pricing");
  const format = useFormatter();
  if (price === null) {
    return <p className="text-3xl font-semibold tracking-tight">{t("plan.onRequest")}</p>;
  }
  return (
    <p className="flex items-baseline gap-1.5" data-testid="plan-price">
      <span className="text-4xl font-semibold tracking-tight tabular-nums">{format.number(price, { style: "currency", currency, minimumFractionDigits: price % 1 === 0 ? 0 : 2 })}</span>
      <span className="text-sm text-muted-foreground">{t(`period.${period}`)}</span>
    </p>
  );
}
