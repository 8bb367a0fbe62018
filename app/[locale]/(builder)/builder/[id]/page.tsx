import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { Builder } from "@/components/builder/builder";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { AppError } from "@/core/errors";
import { redirect } from "@/core/i18n/navigation";
import { getResume } from "@/lib/resume/get-resume";
import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";

export const metadata: Metadata = { robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ template?: string | string[] }> };

export default async function BuilderPage({ params, searchParams }: Props) {
  const user = await requireUserOrRedirect();
  const [{ id }, { template }] = await Promise.all([params, searchParams]);
  const resume = await getResume(user.id, id).catch((error: unknown) => {
    // Another user's resume, a deleted one or a malformed id: back to the dashboard (spec §2).
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!resume) return redirect({ href: "/dashboard", locale: await getLocale() });
  const requestedTemplate =
    typeof template === "string" && (resumeTemplateNames as readonly string[]).includes(template)
      ? (template as ResumeTemplateName)
      : undefined;
  return <Builder resume={resume} user={user} requestedTemplate={requestedTemplate} />;
}
