import { randomBytes } from "node:crypto";
import { currentUserInclude, toCurrentUser } from "@/lib/auth/current-user";
import { hashPassword } from "@/lib/auth/password";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { db, type Role, type SubscriptionTier } from "@/lib/db";

// Unique users for the database suite, inserted directly (no mail, no throttling): a hashed password
// (the same Argon2id as sign-up), a verified email, and the plain password to sign in with.

export type TestUserOverrides = {
  name?: string;
  email?: string;
  username?: string;
  /** null makes an account without a password, as a social sign-in does. */
  password?: string | null;
  emailVerified?: boolean;
  subscriptionTier?: SubscriptionTier;
  role?: Role;
  locale?: string;
  provider?: "email" | "github" | "google" | "facebook" | "apple" | "openid";
};

export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}

/**
 * A unique word of lower-case letters only, for text that the honesty check reads: a hex suffix holds digit runs
 * ("a12b"), which it rightly counts as numbers the user gave, so a test expecting "12" to be new failed by chance.
 */
export function uniqueWord(): string {
  return [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
}

type TestUser = Awaited<ReturnType<typeof insertTestUser>>["user"];

export function createTestUser(
  overrides?: TestUserOverrides & { password?: string },
): Promise<{ user: TestUser; password: string }>;
export function createTestUser(
  overrides: TestUserOverrides & { password: null },
): Promise<{ user: TestUser; password: null }>;
export function createTestUser(overrides: TestUserOverrides = {}) {
  return insertTestUser(overrides);
}

async function insertTestUser(overrides: TestUserOverrides) {
  const suffix = uniqueSuffix();
  const username = overrides.username ?? `user-${suffix}`;
  const password = overrides.password === undefined ? `test-pass-${uniqueSuffix()}` : overrides.password;
  const prisma = await db();
  const user = await prisma.user.create({
    data: {
      name: overrides.name ?? `Test User ${suffix}`,
      email: overrides.email ?? `${username}@example.test`,
      username,
      emailVerified: overrides.emailVerified === false ? null : new Date(),
      subscriptionTier: overrides.subscriptionTier ?? "FREE",
      role: overrides.role ?? "USER",
      locale: overrides.locale ?? "en-US",
      provider: overrides.provider ?? (password === null ? "github" : "email"),
      secrets: { create: { password: password === null ? null : await hashPassword(password) } },
    },
    include: { secrets: { select: { password: true } } },
  });
  return { user, password };
}

/** A user of a tier with a token allowance. No password: such users never sign in, and hashing one costs a good part of a second. */
export async function createUserWithTokens(tier: SubscriptionTier, tokens = 0) {
  const { user } = await createTestUser({ subscriptionTier: tier, password: null });
  await setTestTokenBalance({ userId: user.id }, { allowance: tokens });
  return user;
}

/** The user as the app sees it (CurrentUser), read from the database now. */
export async function readCurrentUser(userId: string) {
  const prisma = await db();
  return toCurrentUser(await prisma.user.findUniqueOrThrow({ where: { id: userId }, include: currentUserInclude }));
}
