import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { getSampleResume, type SampleLocale } from "@/lib/resume/samples";
import type { PrismaClient } from "../generated/client";
import type { SubscriptionTier } from "../generated/enums";

// The embedded default's demo accounts (DECISIONS.md "Demo data"): one per user type, so that a
// fresh install can be tried as every kind of user. Never run in production (prepare-database.ts).

export const demoPassword = "vitae-demo-2026";

/** `shared`: the first resume is public (on FREE, visitors get the upgrade notice: a plan that lapsed). */
type DemoAccount = { username: string; name: string; tier: SubscriptionTier; extraTokens: number; resumes: SampleLocale[]; shared?: boolean };

export const demoAccounts: DemoAccount[] = [
  { username: "demo-free", name: "Dana Free", tier: "FREE", extraTokens: 0, resumes: ["en-US"], shared: true },
  { username: "demo-tokens", name: "Tariq Tokens", tier: "FREE", extraTokens: 500, resumes: ["ar-SA"] },
  { username: "demo-basic", name: "Bianca Basic", tier: "BASIC", extraTokens: 0, resumes: ["es-ES", "pt-BR"] },
  { username: "demo-pro", name: "Priya Professional", tier: "PROFESSIONAL", extraTokens: 0, resumes: ["en-US", "ar-SA", "hi-IN"] },
  { username: "demo-enterprise", name: "Elias Enterprise", tier: "ENTERPRISE", extraTokens: 0, resumes: ["de-DE", "fr-FR", "tl-PH"], shared: true },
];

const monthlyAllowance: Record<SubscriptionTier, number> = { FREE: 250, BASIC: 700, PROFESSIONAL: 2000, ENTERPRISE: 100_000 };

export async function seedDemoData(prisma: PrismaClient, { log }: { log: (line: string) => void }) {
  const existing = await prisma.user.count({ where: { username: { in: demoAccounts.map((account) => account.username) } } });
  if (existing > 0) return;

  const password = await hashPassword(demoPassword);
  for (const account of demoAccounts) {
    const email = `${account.username}@vitae.local`;
    await prisma.user.create({
      data: {
        name: account.name,
        username: account.username,
        email,
        emailVerified: new Date(),
        subscriptionTier: account.tier,
        secrets: { create: { password } },
        ledger: {
          create: [
            { delta: monthlyAllowance[account.tier], operation: "MONTHLY_GRANT" },
            ...(account.extraTokens ? [{ delta: account.extraTokens, operation: "PURCHASE" }] : []),
          ],
        },
        resumes: {
          create: account.resumes.map((locale, index) => {
            const data = getSampleResume(locale, { basics: { email } });
            return {
              title: data.basics.headline || data.basics.name,
              slug: `sample-${locale.toLowerCase()}`,
              language: locale,
              visibility: account.shared && index === 0 ? "PUBLIC" : "PRIVATE",
              template: data.metadata.template,
              data,
              statistics: { create: {} },
            };
          }),
        },
      },
    });
  }
  log("\nDemo accounts (embedded database only), password for each: " + demoPassword);
  for (const account of demoAccounts) log(`  ${account.username.padEnd(16)} ${account.username}@vitae.local  (${account.tier}${account.extraTokens ? " + tokens" : ""})`);
  log("");
}
