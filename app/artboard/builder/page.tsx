import { PreviewFrame } from "@/components/builder/preview/preview-frame";
import { locales } from "@/core/i18n/locales";
import { loadTemplateLabels } from "@/components/templates/load-template-labels";

// /artboard/builder - the builder's live preview; it shows whatever resume its parent sends.
export default async function BuilderPreviewFramePage() {
  // A handful of words per language: all of them, so the resume's language can change without a reload.
  const labels = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, await loadTemplateLabels(locale)] as const)),
  );
  return <PreviewFrame labelsByLocale={labels} />;
}
