import { getSampleResume } from "@/core/resume/samples";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { createResume } from "@/lib/resume/create-resume";
import type { createUserWithTokens } from "@/tests/factories/users";

// The resumes of the PDF export suites: the English sample on a template (their users come from
// createUserWithTokens).

export async function makeResume(
  owner: Awaited<ReturnType<typeof createUserWithTokens>>,
  template: ResumeTemplateName,
  title = "Backend Engineer",
) {
  const data = getSampleResume("en-US", { metadata: { template } });
  return createResume(owner, { title, data });
}
