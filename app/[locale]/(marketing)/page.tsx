import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LandingPage } from "@/components/marketing/landing-page";
import { JsonLd } from "@/components/site/json-ld";
import { indexablePageMetadata, localizedPath } from "@/components/site/page-metadata";
import { config } from "@/lib/config";
import { isLocale, type Locale } from "@/core/i18n/locales";
import { countryFromHeaders } from "@/core/marketing/visitor-country";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "metadata" });
  const title = t("title");
  return {
    ...indexablePageMetadata({ locale, path: "/", title, description: t("description") }),
    title: { absolute: title },
  };
}

/** Organization and WebSite (schema.org) for search engines: who runs the site, and its name and address. */
async function landingStructuredData(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "metadata" });
  const home = new URL(localizedPath(locale, "/"), config.APP_URL).toString();
  const origin = new URL("/", config.APP_URL).toString();
  return {
    "@graph": [
      {
        "@type": "Organization",
        "@id": `${origin}#organization`,
        name: config.PRODUCT_NAME,
        url: origin,
        logo: new URL("/icon.svg", origin).toString(),
      },
      {
        "@type": "WebSite",
        "@id": `${origin}#website`,
        name: config.PRODUCT_NAME,
        description: t("description"),
        url: home,
        inLanguage: locale,
        publisher: { "@id": `${origin}#organization` },
      },
    ],
  };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  // The Gulf variant is rendered here when the edge names the country (no flash of other content).
  const country = countryFromHeaders(await headers(), config.geoCountryHeaders);
  if (!isLocale(locale)) return <LandingPage country={country} />;
  setRequestLocale(locale);
  return (
    <>
      <JsonLd data={await landingStructuredData(locale)} />
      <LandingPage country={country} />
    </>
  );
}
