import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isLocale, looksLikeLocale, defaultLocale } from "@/core/i18n/locales";
import { routing } from "@/core/i18n/routing";
import {
  contentSecurityPolicy,
  createNonce,
  policyKindOf,
  securityContextOf,
  withBaseSecurityHeaders,
} from "@/lib/http/security-headers";

// The proxy routes (locale prefixes, ?locale=, unsupported locale segments) and sets the security
// headers (lib/http/security-headers.ts). It never authorises: every page, route handler and server
// action checks access itself.

const intl = createIntlMiddleware(routing);

// The preview frames, Next internals and files with an extension are not locale-routed.
const unrouted = /^\/(?:artboard|_next|_vercel|.*\..*)/;

export default function proxy(request: NextRequest) {
  const context = securityContextOf(process.env);
  const { pathname } = request.nextUrl;

  if (unrouted.test(pathname)) {
    // The builder's frame is a page (its scripts need this response's nonce). The rest is files; route
    // handlers that serve HTML (the artboard samples, uploads) set their own stricter policy.
    const isFrame = pathname === "/artboard/builder";
    const nonce = isFrame ? createNonce() : null;
    const policy = nonce ? contentSecurityPolicy("strict", nonce, context) : null;
    if (policy) request.headers.set("content-security-policy", policy);
    const response = NextResponse.next({ request: { headers: request.headers } });
    return withSecurityHeaders(response, context, policy);
  }

  // Next.js reads the nonce from the request's Content-Security-Policy and puts it on its scripts;
  // the layout passes x-nonce to the one inline script of our own (the theme's).
  const nonce = createNonce();
  const [, first = ""] = pathname.split("/");
  const withoutLocale = isLocale(first) ? pathname.slice(first.length + 1) || "/" : pathname;
  const policy = contentSecurityPolicy(policyKindOf(withoutLocale), nonce, context);
  request.headers.set("x-nonce", nonce);
  request.headers.set("content-security-policy", policy);
  return withSecurityHeaders(route(request), context, policy);
}

function withSecurityHeaders(
  response: NextResponse,
  context: ReturnType<typeof securityContextOf>,
  policy: string | null,
) {
  const secured = withBaseSecurityHeaders(response, context);
  if (policy) secured.headers.set("Content-Security-Policy", policy);
  return secured;
}

function route(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  const requested = nextUrl.searchParams.get("locale");
  const [, first = ""] = nextUrl.pathname.split("/");

  if (requested !== null) {
    const url = nextUrl.clone();
    url.searchParams.delete("locale");
    if (isLocale(requested)) {
      const rest = isLocale(first) ? nextUrl.pathname.slice(first.length + 1) : nextUrl.pathname;
      url.pathname = requested === defaultLocale ? rest || "/" : `/${requested}${rest === "/" ? "" : rest}`;
      const response = NextResponse.redirect(url);
      response.cookies.set("NEXT_LOCALE", requested, { path: "/", maxAge: 60 * 60 * 24 * 365, sameSite: "lax" });
      return response;
    }
    return NextResponse.redirect(url);
  }

  if (looksLikeLocale(first) && !isLocale(first)) {
    return NextResponse.redirect(new URL("/404", request.url));
  }
  // Pages that require sign-in send the visitor to /auth/login?redirect=<this> (lib/auth/session.ts).
  request.headers.set("x-vitae-path", `${nextUrl.pathname}${nextUrl.search}`);
  return intl(request);
}

export const config = {
  // Everything but Next's build output (hashed files the framework serves with their own headers) and the
  // API: a request through the proxy costs Node.js about 1 ms of CPU (bench/autosave.ts), a third of the
  // lightest signed-in API answer, and the API needs none of it (no locale, no page policy); route()
  // gives every API answer the same base headers (lib/http/route.ts).
  matcher: ["/((?!_next/static|_next/image|api/).*)"],
};
