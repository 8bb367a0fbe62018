import "server-only";
import { createTranslator } from "next-intl";
import { config } from "@/lib/config";
import { loadMessages } from "@/lib/i18n/messages";
import { messageLocaleOf } from "@/lib/i18n/resume-locale";
import type resumeTemplate from "@/messages/en-US/resumeTemplate.json";

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
