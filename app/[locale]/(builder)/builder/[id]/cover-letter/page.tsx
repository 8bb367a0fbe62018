import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { CoverLetterEditor } from "@/components/cover-letter/cover-letter-editor";
import { AppError } from "@/core/errors";
import { redirect } from "@/core/i18n/navigation";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getCoverLetter } from "@/lib/cover-letter/get-cover-letter";
import { getResume } from "@/lib/resume/get-resume";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("coverLetter");
  return { title: t("title"), robots: { index: false } };
}

export default async function CoverLetterPage({ params }: Props) {
  const user = await requireUserOrRedirect();
  const { id } = await params;
  const actor = { user: { id: user.id, subscriptionTier: user.subscriptionTier } };
  const loaded = await Promise.all([getResume(user.id, id), getCoverLetter({ actor, resumeId: id })]).catch(
    (error: unknown) => {
      // Another user's resume, a deleted one or a malformed id: back to the dashboard, as the builder does.
      if (error instanceof AppError) return null;
      throw error;
    },
  );
  if (!loaded) return redirect({ href: "/dashboard", locale: await getLocale() });
  const [resume, letter] = loaded;
  return <CoverLetterEditor resume={resume} letter={letter} tier={user.subscriptionTier} />;
}
