import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ComingSoon } from "@/components/marketing/coming-soon";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "comingSoon.smartGenerator" });
  return { title: t("title"), description: t("text"), robots: { index: false, follow: true } };
}

// GET /ai-generator - the smart generator is not built yet: say so, and point at the builder
export default async function AiGeneratorPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <ComingSoon feature="smartGenerator" isSignedIn={Boolean(await getCurrentUser())} />;
}
