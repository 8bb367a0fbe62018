import "server-only";
import { config } from "@/lib/config";
import type { AuthProvider } from "@/lib/db";

// Which sign-in methods are on: each social / OpenID provider only when its variables are set,
// email (password) unless the isEmailAuthDisabled flag is set.

export const socialProviderIds = [
  "github",
  "google",
  "facebook",
  "apple",
  "openid",
] as const satisfies readonly AuthProvider[];
export type SocialProviderId = (typeof socialProviderIds)[number];
export type AuthProviderName = SocialProviderId | "email";

export function isSocialProviderId(value: string): value is SocialProviderId {
  return (socialProviderIds as readonly string[]).includes(value);
}

export function enabledSocialProviders(): SocialProviderId[] {
  const configured: Record<SocialProviderId, boolean> = {
    github: Boolean(config.GITHUB_CLIENT_ID && config.GITHUB_CLIENT_SECRET),
    google: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    facebook: Boolean(config.FACEBOOK_CLIENT_ID && config.FACEBOOK_CLIENT_SECRET),
    apple: Boolean(config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET),
    openid: Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET),
  };
  return socialProviderIds.filter((id) => configured[id]);
}

/** GET /api/auth/providers: the enabled provider names, and the OpenID button's label. */
export function listAuthProviders(): { providers: AuthProviderName[]; openidName: string } {
  return {
    providers: [...enabledSocialProviders(), ...(config.FLAG_EMAIL_AUTH_DISABLED ? [] : (["email"] as const))],
    openidName: config.OIDC_NAME,
  };
}
