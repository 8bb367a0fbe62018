import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoon } from "@/components/marketing/coming-soon";
import { requireUserOrRedirect } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("comingSoon.smartGenerator");
  return { title: t("title") };
}

// GET /dashboard/smart-generator - not built yet: an honest "coming soon" inside the dashboard
export default async function SmartGeneratorPage() {
  await requireUserOrRedirect();
  return <ComingSoon feature="smartGenerator" isSignedIn />;
}
