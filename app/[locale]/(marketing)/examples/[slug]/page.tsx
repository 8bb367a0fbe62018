import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ExamplePreviewPage } from "@/components/examples/example-preview-page";
import { findExampleResume } from "@/components/examples/example-resumes";
import { languageName } from "@/components/examples/examples-page";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const example = findExampleResume(slug);
  if (!example) return {};
  const t = await getTranslations({ locale, namespace: "examples" });
  const profession = t(`professions.${example.profession}`);
  // A preview repeats the example's content: /examples is the page search engines list.
  return {
    title: t("previewTitle", { profession }),
    description: t("metadata.previewDescription", { profession, language: languageName(example.language, locale) }),
    robots: { index: false, follow: true },
  };
}

// GET /examples/{slug} - one example resume, read-only
export default async function ExamplePreviewRoute({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const example = findExampleResume(slug);
  if (!example) notFound();
  return <ExamplePreviewPage example={example} isSignedIn={Boolean(await getCurrentUser())} />;
}
