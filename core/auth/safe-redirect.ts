import { isLocale } from "@/core/i18n/locales";

// Where a visitor may be sent after signing in. Only paths on this origin. The check is made on the
// target the browser will finally load: after the WHATWG URL parser has resolved dot segments and
// after the locale prefix is dropped (the default locale's prefix is stripped by a redirect, so
// "/en-US//evil.example" would end as "//evil.example"). Shared by server and client: no server-only.

export const defaultRedirect = "/dashboard/resumes";

/** A fixed origin to resolve against: only relative paths can stay on it. */
const base = new URL("https://same-origin.invalid");

/** Characters browsers strip or reinterpret in URLs (tabs, newlines, other control characters). */
const controlCharacters = /[\u0000-\u001F\u007F]/;
/** Empty segments ("//"), backslashes and their encodings: the app's own paths never contain them. */
const ambiguousPath = /\/\/|\\|%2f|%5c|%00|%09|%0a|%0d/i;

function isPlainPath(pathname: string): boolean {
  return pathname.startsWith("/") && !ambiguousPath.test(pathname);
}

/** The path with a leading locale segment removed ("/ar-SA/x" → "/x", "/en-US" → "/"). */
function withoutLocale(pathname: string): string {
  const [, first = ""] = pathname.split("/", 2);
  return isLocale(first) ? pathname.slice(first.length + 1) || "/" : pathname;
}

/**
 * The normalised same-origin target ("/dashboard?x=1", dot segments resolved) or null when the value
 * could be read as another host, a scheme, or becomes one once its locale prefix is removed.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return null;
  // Refused rather than stripped: the URL parser drops tabs and newlines, so "/\t/x" would become "//x".
  if (controlCharacters.test(value) || value.includes("\\")) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  if (!isPlainPath(url.pathname) || !isPlainPath(withoutLocale(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function isSafeRedirect(value: unknown): value is string {
  return safeRedirectPath(value) !== null;
}

/** The redirect parameter as a normalised same-origin path, otherwise `fallback` (/dashboard). */
export function safeRedirect(value: unknown, fallback: string = defaultRedirect): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  return safeRedirectPath(candidate) ?? fallback;
}

/** The redirect target after a sign-in: the safe `redirect` value, or the dashboard. */
export function redirectAfterSignIn(value: unknown): string {
  return safeRedirect(value);
}

/** The query that carries a redirect target between the /auth pages (none for the default). */
export function redirectQuery(target: string): { redirect?: string } {
  return target === defaultRedirect ? {} : { redirect: target };
}

/** The same as a query string to append to a path: "" for the default target, else "?redirect=…". */
export function redirectSearch(target: string): "" | `?redirect=${string}` {
  return target === defaultRedirect ? "" : `?redirect=${encodeURIComponent(target)}`;
}

/** A safe target split into its locale (when it names one) and the path within it, for locale-aware navigation. */
export function splitRedirectLocale(target: string): { locale: string | null; href: string } {
  const [, first = ""] = target.split(/[/?#]/, 2);
  if (!isLocale(first)) return { locale: null, href: target };
  const rest = target.slice(first.length + 1);
  return { locale: first, href: rest.startsWith("/") ? rest : `/${rest}` };
}
