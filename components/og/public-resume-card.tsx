import "server-only";
import { templateDisplayName } from "@/components/template-gallery/template-display-name";
import { config } from "@/lib/config";
import { getPublicResume } from "@/lib/resume/get-public-resume";
import type { PublicResumeWhere } from "@/components/public-resume/load-public-resume";
import { nullWhenNoPublicResume } from "@/components/public-resume/null-when-no-public-resume";
import { OgCard, TemplateSheet } from "./og-card";
import { ogImageResponse } from "./og-image";

/**
 * What a public resume's share card shows, or null when it has none: a private, deleted or unknown
 * resume, and one whose owner's plan does not include public sharing (a free owner's page shows the
 * upgrade notice, so it has no card either). Only what the public page itself shows: the name, the
 * headline and the design's colours.
 */
export function publicResumeCardContent(where: PublicResumeWhere) {
  return nullWhenNoPublicResume(async () => {
    const resume = await getPublicResume(where);
    if (resume.status !== "available") return null;
    const { basics, metadata } = resume.data;
    return {
      name: basics.name.trim() || resume.title,
      headline: basics.headline.trim(),
      template: { name: resume.template, label: templateDisplayName(resume.template), theme: metadata.theme },
      language: resume.language,
    };
  });
}

/** The share card of a public resume of a paying owner; 404 for every other. */
export async function publicResumeCard(where: PublicResumeWhere): Promise<Response> {
  const content = await publicResumeCardContent(where);
  if (!content) return new Response(null, { status: 404, headers: { "cache-control": "no-store" } });
  const { name, headline, template, language } = content;
  const card = (title: string, subtitle?: string) => (
    <OgCard productName={config.PRODUCT_NAME} title={title} subtitle={subtitle}>
      <TemplateSheet theme={template.theme} label={template.label} />
    </OgCard>
  );
  return ogImageResponse({
    card: card(name, headline || undefined),
    fallback: () => card(config.PRODUCT_NAME),
    text: [config.PRODUCT_NAME, name, headline, template.label].join(" "),
    locale: language,
    // Who may see it is read on every request: a resume made private stops being shown at once.
    cacheControl: "no-store",
  });
}
