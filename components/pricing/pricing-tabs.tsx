"use client";

import { CoinsIcon, LayersIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pricingTabOf, type PricingTab } from "./pricing-types";

/**
 * Plans and token packs. The server picks the open tab from ?tab=, and both panels are in the HTML
 * (the closed one hidden), so each is indexable and opens without a round trip; switching keeps the
 * address in step so a link to the open tab can be shared.
 */
export function PricingTabs({
  initialTab,
  plans,
  tokens,
}: {
  initialTab: PricingTab;
  plans: ReactNode;
  tokens: ReactNode;
}) {
  const t = useTranslations("pricing.tabs");
  const [tab, setTab] = useState<PricingTab>(initialTab);

  function onTabChange(value: string) {
    const next = pricingTabOf(value);
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "tokens") url.searchParams.set("tab", "tokens");
    else url.searchParams.delete("tab");
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Tabs value={tab} onValueChange={onTabChange} className="gap-8">
      <TabsList aria-label={t("label")} className="mx-auto h-10" data-testid="pricing-tabs">
        <TabsTrigger value="plans" className="px-4" data-testid="pricing-tab-plans">
          <LayersIcon aria-hidden />
          {t("plans")}
        </TabsTrigger>
        <TabsTrigger value="tokens" className="px-4" data-testid="pricing-tab-tokens">
          <CoinsIcon aria-hidden />
          {t("tokens")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="plans" forceMount className="data-[state=inactive]:hidden" data-testid="pricing-panel-plans">
        {plans}
      </TabsContent>
      <TabsContent
        value="tokens"
        forceMount
        className="data-[state=inactive]:hidden"
        data-testid="pricing-panel-tokens"
      >
        {tokens}
      </TabsContent>
    </Tabs>
  );
}
