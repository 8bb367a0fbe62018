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

/** Title, description and Open Graph image from the resume itself: the picture, else its template's thumbnail. */
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
  // Like the resume itself, never another site's picture (old data may still hold one).
  const picture = (!basics.picture.effects.hidden && safeImageSource(basics.picture.url)) || "";
  const image = picture || `/templates/jpg/${resume.template}.jpg`;
  const url = publicResumePath(resume);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", title, description, url, images: [{ url: image, alt: name }] },
    twitter: { card: picture ? "summary" : "summary_large_image", title, description, images: [image] },
  };
}
