import "server-only";
import { createTranslator } from "next-intl";
import { config } from "@/lib/config";
import { defaultLocale, isLocale, locales, type Locale } from "@/core/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import type resumeTemplate from "@/messages/en-US/resumeTemplate.json";

/** The locale whose words a resume in `resumeLocale` prints: the same, the same language, or English. */
function messageLocaleOf(resumeLocale: string): Locale {
  if (isLocale(resumeLocale)) return resumeLocale;
  const language = resumeLocale.split("-")[0]?.toLowerCase();
  return locales.find((locale) => locale.split("-")[0] === language) ?? defaultLocale;
}

/**
 * The line printed at the foot of every page of an export by a user without a plan (DECISIONS.md), in
 * the resume's language: "Made with Vitae · vitae.app", with the product's name (PRODUCT_NAME) and
 * address (APP_URL's host) from configuration. components/templates/print-watermark.ts places it.
 */
export async function watermarkText(resumeLocale: string): Promise<string> {
  const locale = messageLocaleOf(resumeLocale);
  const messages = (await loadMessages(locale)) as { resumeTemplate: typeof resumeTemplate };
  const t = createTranslator({ locale, messages, namespace: "resumeTemplate" });
  return t("watermark", { product: config.PRODUCT_NAME, address: new URL(config.APP_URL).host });
}
