import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { CheckoutButton } from "./checkout-button";
import type { PricingPlan, PricingViewer } from "./pricing-types";

type Props = {
  plan: PricingPlan;
  viewer: PricingViewer;
  paymentsEnabled: boolean;
  planName: string;
  isHighlighted: boolean;
};

/** A plan card's button: sign-up for visitors; for a signed-in user their current plan, or checkout when payments are on. */
export function PlanAction({ plan, viewer, paymentsEnabled, planName, isHighlighted }: Props) {
  const t = useTranslations("pricing.plan");
  const variant = isHighlighted ? "default" : "outline";
  if (!viewer.isSignedIn) {
    if (plan.tier !== "FREE" && !plan.purchasable) return null;
    const query = { redirect: plan.tier === "FREE" ? "/dashboard" : "/pricing" };
    return (
      <Button asChild variant={variant} className="w-full">
        <Link href={{ pathname: "/auth/register", query }}>
          {plan.tier === "FREE" ? t("getStarted") : t("signUpFor", { plan: planName })}
        </Link>
      </Button>
    );
  }
  if (viewer.tier === plan.tier) {
    return (
      <Button variant="secondary" className="w-full" disabled data-testid="current-plan">
        {t("current")}
      </Button>
    );
  }
  // Checkout sells the two self-serve plans; ENTERPRISE is on request.
  if (!paymentsEnabled || !plan.purchasable || (plan.tier !== "BASIC" && plan.tier !== "PROFESSIONAL")) return null;
  return (
    <CheckoutButton request={{ kind: "subscription", tier: plan.tier }} variant={variant} testId="checkout-button">
      {t("choose", { plan: planName })}
    </CheckoutButton>
  );
}
