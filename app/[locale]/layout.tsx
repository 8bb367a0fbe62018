import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import "@fontsource-variable/inter";
import "@fontsource/ibm-plex-sans-arabic/400.css";
import "@fontsource/ibm-plex-sans-arabic/600.css";
import "@fontsource/vazirmatn/400.css";
import "@fontsource/vazirmatn/600.css";
import "@fontsource/noto-sans-hebrew/400.css";
import "@fontsource/noto-sans-hebrew/600.css";
import "@fontsource/noto-sans-thai/400.css";
import "@fontsource/noto-sans-thai/600.css";
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-devanagari/600.css";
import { AppProviders } from "@/components/providers/app-providers";
import { siteScript } from "@/client/site/site-script";
import { config } from "@/lib/config";
import { scriptFontPreloads } from "@/lib/i18n/script-font-preloads";
import { withoutWorkspaceMessages } from "@/core/i18n/client-messages";
import { defaultLocale, directionOf, isLocale, locales } from "@/core/i18n/locales";
import { localeCookie } from "@/core/i18n/routing";

const siteOptions = { locales, defaultLocale, localeCookie };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : "en-US", namespace: "metadata" });
  return {
    metadataBase: new URL(config.APP_URL),
    title: { default: t("title"), template: `%s · Vitae` },
    description: t("description"),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const dir = directionOf(locale);
  // Set by proxy.ts for this request; reading it also renders every page per request, as a nonce must.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  for (const font of scriptFontPreloads(locale))
    preload(font, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });

  return (
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        {/* Before any chunk: the theme button, the language menu and the dialogs (client/site/site-script.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: siteScript(siteOptions) }} />
        {/* The builder's and the dashboard's messages come with their own layouts (core/i18n/client-messages.ts). */}
        <NextIntlClientProvider messages={withoutWorkspaceMessages(await getMessages())}>
          <AppProviders dir={dir} nonce={nonce}>
            {children}
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
