import { randomUUID } from "node:crypto";
import { db, type SubscriptionTier } from "@/lib/db";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { createResume } from "@/lib/resume/create-resume";
import { setTestTokenBalance } from "@/tests/factories/tokens";

// The users and resumes of the PDF export suites: a user of a tier with a token allowance, and a
// resume of the English sample on a template.

export async function makeUser(tier: SubscriptionTier, tokens = 0) {
  const prisma = await db();
  const tag = randomUUID().slice(0, 8);
  const user = await prisma.user.create({
    data: {
      name: `Exporter ${tag}`,
      username: `exporter-${tag}`,
      email: `exporter-${tag}@example.com`,
      subscriptionTier: tier,
    },
  });
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
