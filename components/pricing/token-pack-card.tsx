import { CoinsIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { CheckoutButton } from "./checkout-button";
import { formatPlanPrice } from "./plan-price";
import type { PricingViewer, TokenPack } from "./pricing-types";

type Props = {
  pack: TokenPack;
  currency: string;
  viewer: PricingViewer;
  paymentsEnabled: boolean;
  isBestValue: boolean;
};

/** A one-time token pack: its tokens, its price and the price per 100 tokens, and how to buy it. */
export function TokenPackCard({ pack, currency, viewer, paymentsEnabled, isBestValue }: Props) {
  const t = useTranslations("pricing.packs");
  const format = useFormatter();
  const money = (value: number) => formatPlanPrice(format, value, currency);
  return (
    <article
      className="relative flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-xs"
      data-testid="token-pack-card"
      data-pack={pack.id}
    >
      <span
        className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-900/50 dark:text-amber-300"
        aria-hidden
      >
        <CoinsIcon className="size-5" />
      </span>
      <div className="grid gap-1">
        <h3 className="text-xl font-semibold tabular-nums">{t("tokens", { tokens: pack.tokens })}</h3>
        <p className="text-3xl font-semibold tracking-tight tabular-nums">{money(pack.price)}</p>
        <p className="text-sm text-muted-foreground tabular-nums">
          {t("perHundred", { price: money((pack.price / pack.tokens) * 100) })}
        </p>
      </div>
      {isBestValue && (
        <Badge className="absolute top-6 end-6 rounded-full border-0 bg-emerald-100 px-2.5 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
          {t("bestValue")}
        </Badge>
      )}
      <div className="mt-auto">
        {!paymentsEnabled ? null : !viewer.isSignedIn ? (
          <Button asChild variant="outline" className="w-full">
            <Link href={{ pathname: "/auth/register", query: { redirect: "/pricing?tab=tokens" } }}>{t("signUp")}</Link>
          </Button>
        ) : (
          <CheckoutButton request={{ kind: "tokens", packId: pack.id }} testId="checkout-button">
            {t("buy", { tokens: pack.tokens })}
          </CheckoutButton>
        )}
      </div>
    </article>
  );
}
