import { getTranslations } from "next-intl/server";
import { ResumesDashboard } from "@/components/resumes/resumes-dashboard";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { listResumes } from "@/lib/resume/list-resumes";
import { resumeTemplateNames } from "@/lib/resume/schema";

export async function generateMetadata() {
  const t = await getTranslations("resumes");
  return { title: t("title") };
}

export default async function ResumesPage({ searchParams }: { searchParams: Promise<{ template?: string | string[] }> }) {
  const user = await requireUserOrRedirect();
  const { template } = await searchParams;
  const requestedTemplate = typeof template === "string" && (resumeTemplateNames as readonly string[]).includes(template) ? template : undefined;
  return <ResumesDashboard initialResumes={await listResumes(user.id)} userEmail={user.email} requestedTemplate={requestedTemplate} />;
}
