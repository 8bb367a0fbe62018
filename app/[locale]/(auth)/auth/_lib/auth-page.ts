import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { listAuthProviders } from "@/lib/auth/auth-providers";
import { getCurrentUser } from "@/lib/auth/session";
import { defaultRedirect, isSafeRedirect, redirectAfterSignIn, splitRedirectLocale } from "@/core/auth/safe-redirect";
import { getPathname, redirect, runtimeHref } from "@/core/i18n/navigation";
import { isLocale } from "@/core/i18n/locales";
import type { SocialProvider } from "@/components/auth/social-buttons";

// Shared by the /auth pages: they are closed to signed-in visitors (spec accounts §2).

type AuthNamespace = "auth.login" | "auth.register" | "auth.forgot" | "auth.reset" | "auth.otp" | "auth.verifyEmail";

/**
 * An auth page's metadata: its title, and kept out of search results. A page whose address carries
 * a secret (a reset or verification token) also sends no referrer.
 */
export async function authPageMetadata(
  namespace: AuthNamespace,
  { titleKey = "title", carriesToken = false }: { titleKey?: "title" | "backupTitle"; carriesToken?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return {
    title: t(titleKey),
    robots: { index: false },
    ...(carriesToken ? { referrer: "no-referrer" as const } : {}),
  };
}

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The `redirect` parameter when it is a same-origin path, otherwise /dashboard. */
export function redirectTarget(params: Record<string, string | string[] | undefined>): string {
  return redirectAfterSignIn(firstParam(params.redirect));
}

/** A signed-in visitor goes to the redirect parameter (same-origin paths only) or /dashboard. */
export async function redirectIfSignedIn(target: string): Promise<void> {
  if (!(await getCurrentUser())) return;
  // A target that already names its locale must not get a second prefix.
  const split = splitRedirectLocale(target);
  const locale = isLocale(split.locale) ? split.locale : await getLocale();
  // The address actually sent (locale prefix added or dropped) is checked again, not only the parameter.
  const href = isSafeRedirect(getPathname({ href: split.href, locale })) ? split.href : defaultRedirect;
  redirect({ href: runtimeHref(href), locale });
}

/** The redirect target of a page closed to signed-in visitors, who are sent there at once. */
export async function signedOutTarget(params: Record<string, string | string[] | undefined>): Promise<string> {
  const target = redirectTarget(params);
  await redirectIfSignedIn(target);
  return target;
}

/** Brand names are names, not words to translate; the OpenID button's label comes from configuration. */
const brandNames: Record<string, string> = { github: "GitHub", google: "Google", facebook: "Facebook", apple: "Apple" };

/** The enabled social and OpenID providers for the buttons, and whether email sign-in is on. */
export async function signInMethods(): Promise<{ social: SocialProvider[]; isEmailEnabled: boolean }> {
  const { providers, openidName } = listAuthProviders();
  return {
    social: providers
      .filter((id) => id !== "email")
      .map((id) => ({ id, name: id === "openid" ? openidName : (brandNames[id] ?? id) })),
    isEmailEnabled: providers.includes("email"),
  };
}
