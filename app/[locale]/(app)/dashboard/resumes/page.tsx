import { getTranslations } from "next-intl/server";
import { ResumesDashboard } from "@/components/resumes/resumes-dashboard";
import { getSubscriptionInfo } from "@/lib/auth/get-subscription-info";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { listResumes } from "@/lib/resume/list-resumes";
import { resumeTemplateNames } from "@/core/resume/schema";

export async function generateMetadata() {
  const t = await getTranslations("resumes");
  return { title: t("title") };
}

export default async function ResumesPage({
  searchParams,
}: {
  searchParams: Promise<{ template?: string | string[] }>;
}) {
  const user = await requireUserOrRedirect();
  const { template } = await searchParams;
  const requestedTemplate =
    typeof template === "string" && (resumeTemplateNames as readonly string[]).includes(template)
      ? template
      : undefined;
  const [resumes, { resumeLimit }] = await Promise.all([listResumes(user.id), getSubscriptionInfo(user, user.id)]);
  return (
    <ResumesDashboard
      initialResumes={resumes}
      userEmail={user.email}
      username={user.username}
      resumeLimit={resumeLimit}
      requestedTemplate={requestedTemplate}
    />
  );
}
