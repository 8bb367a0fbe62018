import "server-only";
// The HTTP security headers of every response, in one place (used by proxy.ts for pages and files, and by
// route() for the API, which the proxy does not run for). Pure: no request, no environment; the caller says
// what kind of response it is and where the app runs.

export type PolicyKind =
  /** The signed-in user's own pages (dashboard, settings, builder): may show their remote avatar. */
  | "account"
  /**
   * Every other page, among them the artboard frames, the public page and its frame's scriptless
   * document (/resume/{id}/document): a resume loads nothing from another origin, so nobody tracks its visitors.
   */
  | "strict";

export type SecurityContext = {
  /** `next dev`: React rebuilds server error stacks with eval, which production never does. */
  development: boolean;
  /** Production behind HTTPS (APP_URL https://): browsers are told to never use plain HTTP again. */
  https: boolean;
};

/** A fresh, unguessable nonce for one response's scripts (128 random bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of an HTML page. Scripts run only with this response's nonce (Next.js
 * reads it from the request's copy of the header and puts it on its own scripts); 'strict-dynamic'
 * lets those load their chunks. Styles allow 'unsafe-inline' because React writes style attributes
 * and the templates carry a <style> element; a nonce there would switch 'unsafe-inline' off.
 */
export function contentSecurityPolicy(kind: PolicyKind, nonce: string, context: SecurityContext): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(context.development ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(kind === "account" ? ["https:"] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "frame-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    // Same-origin framing only: the builder frames /artboard/*; nobody else may frame any page.
    "frame-ancestors": ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (context.https && !context.development) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers for every response, HTML or not (API JSON, uploads, fonts, static files). */
export function baseSecurityHeaders(context: SecurityContext): Record<string, string> {
  return {
    // Uploads and API answers must never be re-read as HTML or script by a browser guessing types.
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    // Sign-in with a provider is a full-page redirect, never a popup: nothing needs the opener.
    "Cross-Origin-Opener-Policy": "same-origin",
    // For browsers without frame-ancestors.
    "X-Frame-Options": "SAMEORIGIN",
    ...(context.https && !context.development
      ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }
      : {}),
  };
}

/**
 * `response` with baseSecurityHeaders. A response whose headers cannot change (made by Response.redirect, or
 * a fetched one) is copied first.
 */
export function withBaseSecurityHeaders<Answer extends Response>(response: Answer, context: SecurityContext): Answer {
  const headers = Object.entries(baseSecurityHeaders(context));
  let answer = response;
  try {
    for (const [name, value] of headers) answer.headers.set(name, value);
  } catch {
    answer = new Response(response.body, response) as Answer;
    for (const [name, value] of headers) answer.headers.set(name, value);
  }
  return answer;
}

/**
 * Where the app runs, from NODE_ENV and APP_URL (trusted configuration, never a request header:
 * X-Forwarded-Proto is only as good as the proxy in front, and a production APP_URL says it all).
 */
export function securityContextOf(env: { NODE_ENV?: string; APP_URL?: string }): SecurityContext {
  const production = env.NODE_ENV === "production";
  return {
    development: env.NODE_ENV === "development",
    https: production && (env.APP_URL ?? "").toLowerCase().startsWith("https://"),
  };
}

const accountSegments = new Set(["dashboard", "builder"]);

/** The policy of a page path, its locale prefix already removed: strict unless it is the user's own. */
export function policyKindOf(pathname: string): PolicyKind {
  const [, first = ""] = pathname.split("/");
  return accountSegments.has(first) ? "account" : "strict";
}
