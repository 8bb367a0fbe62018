import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { PublicResumeDto } from "@/lib/resume/get-public-resume";
import { safeImageSource } from "@/core/uploads/image-source";
import { htmlToPlainText } from "@/core/utils/plain-text";

type AvailableResume = Extract<PublicResumeDto, { status: "available" }>;

const plainText = htmlToPlainText;

function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** The canonical address of a public resume: /{username}/{slug}, without a locale prefix. */
export function publicResumePath(resume: AvailableResume): string {
  return `/${encodeURIComponent(resume.owner.username)}/${encodeURIComponent(resume.slug)}`;
}

/**
 * The resume's owner as a schema.org Person for search engines: what the public page itself shows
 * (name, headline, location, website, visible profiles, picture), never the email address or phone.
 */
export function publicResumeStructuredData(resume: AvailableResume, origin: string): Record<string, unknown> {
  const { basics, sections } = resume.data;
  const picture = (!basics.picture.effects.hidden && safeImageSource(basics.picture.url)) || "";
  const profiles = sections.profiles.visible
    ? sections.profiles.items
        .filter((item) => item.visible && /^https?:/.test(item.url.href))
        .map((item) => item.url.href)
    : [];
  const website = /^https?:/.test(basics.url.href) ? basics.url.href : "";
  return {
    "@type": "Person",
    name: basics.name.trim() || resume.title,
    url: new URL(publicResumePath(resume), origin).toString(),
    ...(basics.headline.trim() ? { jobTitle: basics.headline.trim() } : {}),
    ...(basics.location.trim() ? { address: basics.location.trim() } : {}),
    ...(picture ? { image: new URL(picture, origin).toString() } : {}),
    ...(website || profiles.length ? { sameAs: [website, ...profiles].filter(Boolean) } : {}),
  };
}

/**
 * Title and description from the resume itself. The Open Graph and Twitter image is the generated card
 * of the route's opengraph-image (components/og/public-resume-card.tsx), for a paying owner's resume only.
 */
export async function publicResumeMetadata(resume: PublicResumeDto | null): Promise<Metadata> {
  const t = await getTranslations("publicResume.metadata");
  if (!resume || resume.status !== "available")
    return { title: t("unavailableTitle"), robots: { index: false, follow: false } };
  const { basics, sections } = resume.data;
  const name = basics.name.trim() || resume.title;
  const headline = basics.headline.trim();
  const title = headline ? t("titleWithHeadline", { name, headline }) : t("title", { name });
  const summary = sections.summary.visible ? plainText(sections.summary.content) : "";
  const description = truncate([headline, summary].filter(Boolean).join(" · ") || t("description", { name }), 200);
  const url = publicResumePath(resume);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", title, description, url },
    twitter: { card: "summary_large_image", title, description },
  };
}
