import { setRequestLocale } from "next-intl/server";
import { ExamplesPage } from "@/components/examples/examples-page";
import { indexableMetadataOf } from "@/components/site/page-metadata";
import { getCurrentUser } from "@/lib/auth/session";
import type { Locale } from "@/core/i18n/locales";

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ profession?: string | string[]; language?: string | string[] }>;
};

export const generateMetadata = indexableMetadataOf("/examples", "examples.metadata");

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

// GET /examples?profession=&language= - example resumes per profession and language
export default async function ExamplesRoute({ params, searchParams }: Props) {
  setRequestLocale((await params).locale);
  const { profession, language } = await searchParams;
  return (
    <ExamplesPage
      filters={{ profession: single(profession), language: single(language) }}
      isSignedIn={Boolean(await getCurrentUser())}
    />
  );
}
