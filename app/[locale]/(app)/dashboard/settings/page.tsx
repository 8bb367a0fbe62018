import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BillingCard } from "@/components/billing/billing-card";
import { SettingsView } from "@/components/settings/settings-view";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getBillingSummary } from "@/lib/billing/get-billing-summary";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title") };
}

export default async function SettingsPage() {
  const user = await requireUserOrRedirect();
  const t = await getTranslations("settings");
  const billing = await getBillingSummary(user);
  return (
    <SettingsView
      user={user}
      title={t("title")}
      description={t("description")}
      billing={<BillingCard summary={billing} />}
    />
  );
}
