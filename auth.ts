import NextAuth from "next-auth";
import type { Provider } from "next-auth/providers";
import Apple from "next-auth/providers/apple";
import Facebook from "next-auth/providers/facebook";
import GitHub from "next-auth/providers/github";
import Google from "next-auth/providers/google";
import { authConfig } from "@/auth.config";
import { config } from "@/lib/config";
import { enabledSocialProviders, type SocialProviderId } from "@/lib/auth/auth-providers";
import { db } from "@/lib/db";
import { vitaeAdapter } from "@/lib/auth/oauth-adapter";
import { authorizeSocialSignIn } from "@/lib/auth/social-sign-in";

// Auth.js serves the social and OpenID sign-ins (GitHub, Google, Facebook, Apple, a generic OpenID
// provider, each only when configured) and stores their sessions as database sessions (Session table).
//
// Password sign-in is deliberately NOT an Auth.js Credentials provider: Auth.js only allows Credentials
// with JWT sessions, and JWTs cannot be ended server-side (logout everywhere, a password reset). So
// POST /api/auth/login (and the two-factor step after it) checks the password itself, creates the
// Session row itself and sets the same session cookie Auth.js uses (lib/auth/create-session.ts,
// lib/auth/session-cookie.ts). Every session, whichever way it began, is one row that
// getCurrentUser() reads and logout or a reset deletes.

// Auth.js builds its callback URLs from AUTH_URL; derive it from APP_URL so that they never come from
// a request's Host header.
process.env.AUTH_URL ??= new URL("/api/auth", config.APP_URL).toString();

function socialProvider(id: SocialProviderId): Provider {
  switch (id) {
    case "github":
      return GitHub({ clientId: config.GITHUB_CLIENT_ID, clientSecret: config.GITHUB_CLIENT_SECRET });
    case "google":
      return Google({ clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET });
    case "facebook":
      return Facebook({ clientId: config.FACEBOOK_CLIENT_ID, clientSecret: config.FACEBOOK_CLIENT_SECRET });
    case "apple":
      return Apple({ clientId: config.APPLE_CLIENT_ID, clientSecret: config.APPLE_CLIENT_SECRET });
    case "openid":
      return {
        id: "openid",
        name: config.OIDC_NAME,
        type: "oidc",
        issuer: config.OIDC_ISSUER,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        checks: ["pkce", "state", "nonce"],
      };
  }
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  ...authConfig,
  secret: config.AUTH_SECRET,
  trustHost: true,
  adapter: vitaeAdapter(),
  providers: enabledSocialProviders().map(socialProvider),
  callbacks: {
    async signIn({ account, user }) {
      if (!account || (account.type !== "oauth" && account.type !== "oidc")) return false;
      return authorizeSocialSignIn({
        provider: account.provider,
        providerAccountId: account.providerAccountId,
        email: user.email,
      });
    },
  },
  events: {
    async signIn({ user }) {
      if (!user.id) return;
      const prisma = await db();
      await prisma.secrets.upsert({
        where: { userId: user.id },
        create: { userId: user.id, lastSignedIn: new Date() },
        update: { lastSignedIn: new Date() },
      });
    },
  },
});
