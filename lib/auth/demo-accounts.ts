import type { SampleLocale } from "@/core/resume/samples";
import type { SubscriptionTier } from "@/lib/db/generated/enums";

// The embedded database's demo accounts (DECISIONS.md "Demo data", "Production"). Their password is
// published, so they sign in only from the machine that runs the app (lib/auth/sign-in-with-password.ts).

export const demoPassword = "vitae-demo-2026";

/** `shared`: the first resume is public (on FREE, visitors get the upgrade notice: a plan that lapsed). */
type DemoAccount = {
  username: string;
  name: string;
  tier: SubscriptionTier;
  extraTokens: number;
  resumes: readonly SampleLocale[];
  shared?: boolean;
};

export const demoAccounts: readonly DemoAccount[] = [
  { username: "demo-free", name: "Dana Free", tier: "FREE", extraTokens: 0, resumes: ["en-US"], shared: true },
  { username: "demo-tokens", name: "Tariq Tokens", tier: "FREE", extraTokens: 500, resumes: ["ar-SA"] },
  { username: "demo-basic", name: "Bianca Basic", tier: "BASIC", extraTokens: 0, resumes: ["es-ES", "pt-BR"] },
  {
    username: "demo-pro",
    name: "Priya Professional",
    tier: "PROFESSIONAL",
    extraTokens: 0,
    resumes: ["en-US", "ar-SA", "hi-IN"],
  },
  {
    username: "demo-enterprise",
    name: "Elias Enterprise",
    tier: "ENTERPRISE",
    extraTokens: 0,
    resumes: ["de-DE", "fr-FR", "tl-PH"],
    shared: true,
  },
];

export function demoEmail(username: string): string {
  return `${username}@vitae.local`;
}

/** Whether an account is one of the seeded demo accounts (its username and its seeded address). */
export function isDemoAccount(user: { username: string; email: string }): boolean {
  return demoAccounts.some(
    (account) =>
      account.username === user.username.toLowerCase() || demoEmail(account.username) === user.email.toLowerCase(),
  );
}
