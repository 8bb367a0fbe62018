import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettingsView } from "@/components/settings/settings-view";
import { requireUserOrRedirect } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("settings");
  return { title: t("title") };
}

export default async function SettingsPage() {
  const user = await requireUserOrRedirect();
  const t = await getTranslations("settings");
  return <SettingsView user={user} title={t("title")} description={t("description")} />;
}
