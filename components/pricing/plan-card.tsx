import { CheckIcon, MinusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/core/utils/cn";
import { PlanAction } from "./plan-action";
import { planFeatures } from "./plan-features";
import { PlanPrice } from "./plan-price";
import type { PricingData, PricingPlan } from "./pricing-types";

type Props = PricingData & { plan: PricingPlan };

/** One plan: its price for the configured period, its monthly tokens, what it includes, and its button. */
export function PlanCard({ plan, catalog, viewer, costs, templateCounts }: Props) {
  const t = useTranslations("pricing");
  const isHighlighted = plan.tier === "PROFESSIONAL";
  const isCurrent = viewer.isSignedIn && viewer.tier === plan.tier;
  const name = t(`plans.${plan.tier}.name`);
  const features = planFeatures(plan);

  return (
    <article
      className={cn(
        "relative flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-xs",
        isHighlighted && "border-primary shadow-md ring-1 ring-primary",
        isCurrent && !isHighlighted && "border-foreground/30",
      )}
      data-testid="plan-card"
      data-tier={plan.tier}
      aria-labelledby={`plan-${plan.tier}`}
    >
      {isHighlighted && (
        <Badge className="absolute -top-3 start-6 rounded-full border-0 px-2.5">{t("plan.popular")}</Badge>
      )}
      <div className="grid gap-1.5">
        <h2 id={`plan-${plan.tier}`} className="text-lg font-semibold">
          {name}
        </h2>
        <p className="min-h-10 text-sm text-muted-foreground">{t(`plans.${plan.tier}.blurb`)}</p>
      </div>
      <PlanPrice price={plan.price} currency={catalog.currency} period={catalog.period} />
      <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm font-medium tabular-nums">
        {t("plan.tokensPerMonth", { tokens: plan.monthlyTokens })}
      </p>
      <ul className="grid flex-1 content-start gap-2.5 text-sm">
        <Feature isIncluded>{t("plan.resumes", { count: plan.resumeLimit })}</Feature>
        <Feature isIncluded>
          {features.premiumTemplates
            ? t("plan.premiumTemplates", { count: templateCounts.all })
            : t("plan.freeTemplates", { count: templateCounts.free })}
        </Feature>
        <Feature isIncluded={!features.watermark}>
          {features.watermark ? t("plan.watermark") : t("plan.noWatermark")}
        </Feature>
        <Feature isIncluded={features.publicSharing}>
          {features.publicSharing ? t("plan.publicSharing") : t("plan.noPublicSharing")}
        </Feature>
        <Feature isIncluded>
          {features.pdfIncluded && features.wordIncluded
            ? t("plan.exportsIncluded")
            : t("plan.exportsCharged", { pdf: costs.PDF_EXPORT, word: costs.WORD_EXPORT })}
        </Feature>
      </ul>
      <PlanAction
        plan={plan}
        viewer={viewer}
        paymentsEnabled={catalog.paymentsEnabled}
        planName={name}
        isHighlighted={isHighlighted}
      />
    </article>
  );
}

function Feature({ isIncluded, children }: { isIncluded: boolean; children: ReactNode }) {
  const Icon = isIncluded ? CheckIcon : MinusIcon;
  return (
    <li className={cn("flex gap-2", !isIncluded && "text-muted-foreground")}>
      <Icon
        className={cn("mt-0.5 size-4 shrink-0", isIncluded ? "text-primary" : "text-muted-foreground")}
        aria-hidden
      />
      <span>{children}</span>
    </li>
  );
}
