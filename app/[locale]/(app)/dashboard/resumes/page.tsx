import { getTranslations } from "next-intl/server";
import { ResumesDashboard } from "@/components/resumes/resumes-dashboard";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { listResumes } from "@/lib/resume/list-resumes";

export async function generateMetadata() {
  const t = await getTranslations("resumes");
  return { title: t("title") };
}

export default async function ResumesPage() {
  const user = await requireUserOrRedirect();
  return <ResumesDashboard initialResumes={await listResumes(user.id)} userEmail={user.email} />;
}
