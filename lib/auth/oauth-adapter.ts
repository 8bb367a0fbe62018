import "server-only";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import { randomInt } from "node:crypto";
import { db } from "@/lib/db";
import { isSocialProviderId } from "./auth-providers";
import { isReservedUsername } from "@/core/auth/reserved-usernames";
import { deriveUsername, usernameMaxLength, usernameMinLength } from "@/core/auth/username";

// Auth.js's Prisma adapter, adapted to our User model: `picture` instead of `image`, a required
// unique `username`, and the `provider` an account was made with. The Prisma client is opened lazily
// (lib/db opens and migrates on first use), so each method awaits it.

async function base() {
  return PrismaAdapter(await db());
}

const accountFields = [
  "refresh_token",
  "access_token",
  "expires_at",
  "token_type",
  "scope",
  "id_token",
  "session_state",
] as const;

/** A username for a social sign-in: from the name, else the email's local part, made unique. */
export async function uniqueUsername(name: string | null | undefined, email: string): Promise<string> {
  const prisma = await db();
  const stem = (deriveUsername(name ?? "") || deriveUsername(email.split("@")[0] ?? "") || "user").slice(
    0,
    usernameMaxLength - 6,
  );
  const candidate = stem.length >= usernameMinLength ? stem : `${stem}-user`.replace(/^-/, "");
  for (let attempt = 0; attempt < 20; attempt += 1) {
    // "Admin" or "Pricing" as a name must not claim a path of the app: a suffix makes it an ordinary name.
    const username =
      attempt === 0 && !isReservedUsername(candidate) ? candidate : `${candidate}-${randomInt(1000, 100000)}`;
    if (!(await prisma.user.findUnique({ where: { username }, select: { id: true } }))) return username;
  }
  return `${candidate}-${Date.now().toString(36)}`;
}

export function vitaeAdapter(): Adapter {
  return {
    async createUser(user: AdapterUser) {
      const prisma = await db();
      return prisma.user.create({
        data: {
          name: (user.name ?? "").trim().slice(0, 255) || user.email.split("@")[0] || "User",
          email: user.email.toLowerCase(),
          username: await uniqueUsername(user.name, user.email),
          picture: user.image ?? null,
          // The provider vouches for the address, and it stays the provider's: not editable here.
          emailVerified: new Date(),
          emailLocked: true,
        },
      });
    },
    async updateUser(user) {
      const prisma = await db();
      return prisma.user.update({
        where: { id: user.id },
        data: {
          ...(user.name ? { name: user.name.slice(0, 255) } : {}),
          ...(user.image !== undefined ? { picture: user.image } : {}),
          ...(user.emailVerified !== undefined ? { emailVerified: user.emailVerified } : {}),
        },
      });
    },
    async linkAccount(account: AdapterAccount) {
      const prisma = await db();
      const tokens = Object.fromEntries(
        accountFields.flatMap((field) => (account[field] === undefined ? [] : [[field, account[field]]])),
      );
      await prisma.account.create({
        data: {
          userId: account.userId,
          type: account.type,
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          ...tokens,
        },
      });
      // An account made by this sign-in (no password) records where it came from.
      const provider = account.provider;
      if (isSocialProviderId(provider)) {
        await prisma.user.updateMany({
          where: { id: account.userId, provider: "email", OR: [{ secrets: null }, { secrets: { password: null } }] },
          data: { provider },
        });
      }
    },
    getUser: async (id) => (await base()).getUser!(id),
    getUserByEmail: async (email) => (await base()).getUserByEmail!(email.toLowerCase()),
    getUserByAccount: async (providerAccount) => (await base()).getUserByAccount!(providerAccount),
    deleteUser: async (id) => {
      await (
        await base()
      ).deleteUser!(id);
    },
    unlinkAccount: async (providerAccount) => {
      await (
        await base()
      ).unlinkAccount!(providerAccount);
    },
    createSession: async (session) => (await base()).createSession!(session),
    getSessionAndUser: async (sessionToken) => (await base()).getSessionAndUser!(sessionToken),
    updateSession: async (session) => (await base()).updateSession!(session),
    deleteSession: async (sessionToken) => {
      await (
        await base()
      ).deleteSession!(sessionToken);
    },
  };
}
