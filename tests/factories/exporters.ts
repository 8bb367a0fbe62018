import type { SubscriptionTier } from "@/lib/db";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { createResume } from "@/lib/resume/create-resume";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";

// The users and resumes of the PDF export suites: a user of a tier with a token allowance, and a
// resume of the English sample on a template.

export async function makeUser(tier: SubscriptionTier, tokens = 0) {
  // No password: these users never sign in, and hashing one costs a good part of a second.
  const { user } = await createTestUser({ subscriptionTier: tier, password: null });
  await setTestTokenBalance({ userId: user.id }, { allowance: tokens });
  return user;
}

export async function makeResume(
  owner: Awaited<ReturnType<typeof makeUser>>,
  template: ResumeTemplateName,
  title = "Backend Engineer",
) {
  const data = getSampleResume("en-US", { metadata: { template } });
  return createResume(owner, { title, data });
}
