// Where a visitor may be sent after signing in. Only paths on this origin: anything that a browser
// could read as another host or a script (a scheme, "//host", "/\host", control characters) falls
// back. Shared by server and client, so no server-only import.

export const defaultRedirect = "/dashboard";

/** Characters browsers strip or reinterpret in URLs (tabs, newlines, other control characters). */
const controlCharacters = /[\u0000-\u001F\u007F]/;

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return false;
  if (controlCharacters.test(value)) return false;
  if (!value.startsWith("/")) return false;
  // "//evil" and "/\evil" are protocol-relative to browsers, which treat "\" as "/".
  const second = value[1];
  if (second === "/" || second === "\\") return false;
  // Backslashes anywhere are normalised to slashes by browsers; refuse them rather than reason about it.
  if (value.includes("\\")) return false;
  try {
    const base = "http://same-origin.invalid";
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The redirect parameter when it is a same-origin path, otherwise `fallback` (/dashboard). */
export function safeRedirect(value: unknown, fallback: string = defaultRedirect): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  return isSafeRedirect(candidate) ? candidate : fallback;
}

/** The value when it is a same-origin path ("/dashboard?tab=1"), otherwise null. */
export function safeRedirectPath(value: unknown): string | null {
  return isSafeRedirect(value) ? value : null;
}

/** The redirect target after a sign-in: the safe `redirect` value, or the dashboard. */
export function redirectAfterSignIn(value: unknown): string {
  return safeRedirect(value);
}
