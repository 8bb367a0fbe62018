import "server-only";
import { hashPassword } from "@/lib/auth/password";
import { getSampleResume } from "@/core/resume/samples";
import { monthlyAllowance } from "@/lib/tokens/token-costs";
import type { PrismaClient } from "@/lib/db/generated/client";
import { demoAccounts, demoEmail, demoPassword } from "@/lib/auth/demo-accounts";

export { demoAccounts, demoPassword };

// The embedded default's demo accounts (DECISIONS.md "Demo data"): one per user type, so that a
// fresh install can be tried as every kind of user. Only on the embedded database (prepare-database.ts);
// the accounts sign in only from a loopback client (sign-in-with-password.ts).

export async function seedDemoData(prisma: PrismaClient, { log }: { log: (line: string) => void }) {
  const existing = await prisma.user.count({
    where: { username: { in: demoAccounts.map((account) => account.username) } },
  });
  if (existing > 0) return;

  const password = await hashPassword(demoPassword);
  for (const account of demoAccounts) {
    const email = demoEmail(account.username);
    // The tier's allowance for a period starting now, and the bought tokens in the bucket that does not expire.
    const allowance = monthlyAllowance(account.tier);
    const user = await prisma.user.create({
      data: {
        name: account.name,
        username: account.username,
        email,
        emailVerified: new Date(),
        subscriptionTier: account.tier,
        secrets: { create: { password } },
        ledger: {
          create: [
            {
              kind: "GRANT",
              operation: "GRANT",
              delta: allowance,
              allowanceDelta: allowance,
              balanceAfter: allowance,
              idempotencyKey: `allowance-grant:user:${account.username}:seed`,
            },
            ...(account.extraTokens
              ? [
                  {
                    kind: "PURCHASE" as const,
                    operation: "PURCHASE",
                    delta: account.extraTokens,
                    purchasedDelta: account.extraTokens,
                    balanceAfter: allowance + account.extraTokens,
                    idempotencyKey: `purchase:user:${account.username}:seed`,
                  },
                ]
              : []),
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
    await prisma.$executeRaw`
      INSERT INTO "TokenBalance" ("id", "userId", "allowance", "purchased", "allowanceLimit", "resetsAt", "updatedAt")
      VALUES (${`seed-${user.id}`}, ${user.id}, ${allowance}, ${account.extraTokens}, ${allowance}, (now() AT TIME ZONE 'UTC') + INTERVAL '1 month', now() AT TIME ZONE 'UTC')`;
  }
  log("\nDemo accounts (embedded database only, sign-in from this computer only), password for each: " + demoPassword);
  for (const account of demoAccounts)
    log(
      `  ${account.username.padEnd(16)} ${account.username}@vitae.local  (${account.tier}${account.extraTokens ? " + tokens" : ""})`,
    );
  log("");
}
