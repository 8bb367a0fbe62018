import type { NextAuthConfig } from "next-auth";
import {
  authCookieNames,
  authCookieOptions,
  oauthCheckCookies,
  sessionMaxAgeSeconds,
  usesSecureCookies,
} from "@/lib/auth/cookies";

// The edge-safe half of the Auth.js configuration: no adapter, no providers, nothing that needs
// Node. auth.ts adds the database adapter and the social / OpenID providers.

const secure = usesSecureCookies(process.env);

export const authConfig = {
  basePath: "/api/auth",
  session: { strategy: "database", maxAge: sessionMaxAgeSeconds },
  pages: {
    signIn: "/auth/login",
    // Auth.js sends its failures to `${error}?error=...`; that route turns them into the
    // /auth/callback?status=error&code=<ErrorCode> the sign-in pages understand.
    error: "/api/auth/failed",
  },
  useSecureCookies: secure,
  cookies: {
    sessionToken: { name: authCookieNames(secure).session, options: authCookieOptions(secure) },
    ...oauthCheckCookies(secure),
  },
  providers: [],
} satisfies NextAuthConfig;
