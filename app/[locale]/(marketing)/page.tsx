import { setRequestLocale } from "next-intl/server";
import { HomeHero } from "@/components/marketing/home-hero";
import { isLocale } from "@/core/i18n/locales";

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  return <HomeHero />;
}
