import "server-only";
// Names and options of the cookies that carry a sign-in. Edge-safe (no Node APIs, no server-only):
// auth.config.ts and the server code must agree on them.

/** Database sessions last 30 days from sign-in; the Session row is the source of truth. */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;

/** A password sign-in waiting for its second factor may wait this long. */
export const pendingTwoFactorMaxAgeSeconds = 5 * 60;

/**
 * Secure whenever the app is served over HTTPS or is a production build (`next start`, whatever the
 * database: DECISIONS.md "Production"), so a session never travels in clear text over a network.
 * Browsers accept Secure cookies from http://localhost, so a local production install still signs in.
 * Only the development server (`next dev`) on plain HTTP uses non-Secure cookies.
 */
export function usesSecureCookies(env: { APP_URL?: string; NODE_ENV?: string }): boolean {
  const isHttps = (env.APP_URL ?? "").startsWith("https://");
  return isHttps || env.NODE_ENV === "production";
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

/**
 * Auth.js's short-lived state, PKCE and nonce cookies. Apple answers with a cross-site form POST
 * (response_mode=form_post), which a SameSite=Lax cookie does not accompany, so over HTTPS these
 * are SameSite=None (Secure, httpOnly, 15 minutes, useless without the provider's answer). The
 * session cookie itself stays Lax. Plain-HTTP servers keep Lax: browsers refuse None without Secure.
 */
export function oauthCheckCookies(secure: boolean) {
  const prefix = secure ? "__Secure-" : "";
  const options = { httpOnly: true, sameSite: secure ? "none" : "lax", path: "/", secure } as const;
  return {
    pkceCodeVerifier: { name: `${prefix}authjs.pkce.code_verifier`, options },
    state: { name: `${prefix}authjs.state`, options },
    nonce: { name: `${prefix}authjs.nonce`, options },
  };
}
