import { useTranslations } from "next-intl";
import { PaymentsDisabledNote } from "./payments-disabled-note";
import { PlanCard } from "./plan-card";
import { PlanComparison } from "./plan-comparison";
import { PricingTabs } from "./pricing-tabs";
import type { PricingData, PricingTab } from "./pricing-types";
import { TokenFaq } from "./token-faq";
import { TokenPackCard } from "./token-pack-card";

type Props = PricingData & { initialTab: PricingTab };

/** /pricing: plans and token packs (tabs), the comparison table and the FAQ about tokens. */
export function PricingPage({ catalog, viewer, costs, initialTab, templateCounts }: Props) {
  const t = useTranslations("pricing");
  const cheapestPerToken = Math.min(...catalog.tokenPacks.map((pack) => pack.price / pack.tokens));
  const note = catalog.paymentsEnabled ? null : <PaymentsDisabledNote />;

  const plans = (
    <div className="grid gap-8">
      {note}
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {catalog.plans.map((plan) => (
          <PlanCard
            key={plan.tier}
            plan={plan}
            catalog={catalog}
            viewer={viewer}
            costs={costs}
            templateCounts={templateCounts}
          />
        ))}
      </div>
    </div>
  );

  const tokens = (
    <div className="grid gap-8">
      <div className="mx-auto grid max-w-2xl gap-2 text-center">
        <h2 className="text-2xl font-semibold tracking-tight">{t("packs.title")}</h2>
        <p className="text-muted-foreground">{t("packs.subtitle")}</p>
      </div>
      {note}
      {catalog.tokenPacks.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">{t("packs.none")}</p>
      ) : (
        <div className="mx-auto grid w-full max-w-5xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {catalog.tokenPacks.map((pack) => (
            <TokenPackCard
              key={pack.id}
              pack={pack}
              currency={catalog.currency}
              viewer={viewer}
              paymentsEnabled={catalog.paymentsEnabled}
              isBestValue={catalog.tokenPacks.length > 1 && pack.price / pack.tokens === cheapestPerToken}
            />
          ))}
        </div>
      )}
    </div>
  );

  return (
    <main id="main" className="mx-auto grid w-full max-w-7xl gap-20 px-4 pt-16 pb-24 sm:px-6 sm:pt-20 lg:px-8">
      <div className="grid gap-10">
        <header className="mx-auto grid max-w-3xl gap-4 text-center">
          <p className="text-sm font-medium text-primary">{t("hero.eyebrow")}</p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{t("hero.title")}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{t("hero.subtitle")}</p>
        </header>
        <PricingTabs initialTab={initialTab} plans={plans} tokens={tokens} />
      </div>
      <PlanComparison catalog={catalog} costs={costs} />
      <TokenFaq costs={costs} />
    </main>
  );
}
