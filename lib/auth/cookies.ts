// Names and options of the cookies that carry a sign-in. Edge-safe (no Node APIs, no server-only):
// auth.config.ts and the server code must agree on them.

/** Database sessions last 30 days from sign-in; the Session row is the source of truth. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/** A password sign-in waiting for its second factor may wait this long. */
export const pendingTwoFactorMaxAgeSeconds = 5 * 60;

/**
 * Secure whenever the app is served over HTTPS or runs as a production deployment (production with a
 * real database, as lib/config defines it). Plain-HTTP local and test servers need non-Secure cookies.
 */
export function usesSecureCookies(env: { APP_URL?: string; NODE_ENV?: string; DATABASE_URL?: string }): boolean {
  const isHttps = (env.APP_URL ?? "").startsWith("https://");
  const isProductionDeployment = env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);
  return isHttps || isProductionDeployment;
}

export function authCookieNames(secure: boolean) {
  const prefix = secure ? "__Secure-" : "";
  return {
    session: `${prefix}vitae.session-token`,
    pendingTwoFactor: `${prefix}vitae.2fa-pending`,
  } as const;
}

export function authCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", path: "/", secure } as const;
}
