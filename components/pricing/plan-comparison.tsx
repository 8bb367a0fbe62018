import { CheckIcon, MinusIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { planFeatures } from "./plan-features";
import { formatPlanPrice } from "./plan-price";
import { PricingSection } from "./pricing-section";
import type { PricingCatalog, TokenCostTable } from "./pricing-types";

/** Every plan side by side, one row per thing a plan decides; scrolls sideways on phones. */
export function PlanComparison({ catalog, costs }: { catalog: PricingCatalog; costs: TokenCostTable }) {
  const t = useTranslations("pricing");
  const format = useFormatter();
  const yes = <Mark isIncluded label={t("comparison.yes")} />;
  const no = <Mark isIncluded={false} label={t("comparison.no")} />;

  const rows: { key: string; label: string; cell: (plan: PricingCatalog["plans"][number]) => ReactNode }[] = [
    {
      key: "price",
      label: t("comparison.price"),
      cell: (plan) =>
        plan.price === null
          ? t("plan.onRequest")
          : plan.price === 0
            ? t("plan.free")
            : `${formatPlanPrice(format, plan.price, catalog.currency)} ${t(`period.${catalog.period}`)}`,
    },
    { key: "tokens", label: t("comparison.tokens"), cell: (plan) => format.number(plan.monthlyTokens) },
    { key: "resumes", label: t("comparison.resumes"), cell: (plan) => format.number(plan.resumeLimit) },
    {
      key: "premiumTemplates",
      label: t("comparison.premiumTemplates"),
      cell: (plan) => (planFeatures(plan).premiumTemplates ? yes : no),
    },
    { key: "watermark", label: t("comparison.watermark"), cell: (plan) => (planFeatures(plan).watermark ? no : yes) },
    {
      key: "publicSharing",
      label: t("comparison.publicSharing"),
      cell: (plan) => (planFeatures(plan).publicSharing ? yes : no),
    },
    {
      key: "pdfExport",
      label: t("comparison.pdfExport"),
      cell: (plan) =>
        planFeatures(plan).pdfIncluded
          ? t("comparison.included")
          : t("comparison.freeTemplatesOnly", { tokens: costs.PDF_EXPORT }),
    },
    {
      key: "wordExport",
      label: t("comparison.wordExport"),
      cell: (plan) =>
        planFeatures(plan).wordIncluded
          ? t("comparison.included")
          : t("comparison.withTokens", { tokens: costs.WORD_EXPORT }),
    },
  ];

  return (
    <PricingSection id="plan-comparison-title" title={t("comparison.title")} data-testid="plan-comparison">
      {/* relative: the cells' screen-reader labels (absolutely placed) scroll with the table instead of widening the page on phones */}
      <div className="relative overflow-x-auto rounded-xl border bg-card">
        <table className="w-full min-w-[44rem] table-fixed text-sm">
          <thead>
            <tr className="border-b bg-muted">
              <th
                scope="col"
                className="sticky start-0 w-44 bg-muted px-4 py-3 text-start font-medium text-muted-foreground"
              >
                {t("comparison.feature")}
              </th>
              {catalog.plans.map((plan) => (
                <th key={plan.tier} scope="col" className="px-4 py-3 text-center font-semibold">
                  {t(`plans.${plan.tier}.name`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b last:border-0" data-row={row.key}>
                <th scope="row" className="sticky start-0 bg-card px-4 py-3 text-start font-medium">
                  {row.label}
                </th>
                {catalog.plans.map((plan) => (
                  <td key={plan.tier} className="px-4 py-3 text-center tabular-nums">
                    {row.cell(plan)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PricingSection>
  );
}

function Mark({ isIncluded, label }: { isIncluded: boolean; label: string }) {
  const Icon = isIncluded ? CheckIcon : MinusIcon;
  return (
    <span className="inline-flex justify-center">
      <Icon className={isIncluded ? "size-4 text-primary" : "size-4 text-muted-foreground"} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
