import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { isLocale, looksLikeLocale, defaultLocale } from "@/lib/i18n/locales";
import { routing } from "@/lib/i18n/routing";

// The proxy only routes: locale prefixes, ?locale=, and unsupported locale segments. It never
// authorises: every page, route handler and server action checks access itself.

const intl = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
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
  // Everything but the API, the preview frames, Next internals and files with an extension.
  matcher: ["/((?!api|artboard|_next|_vercel|.*\\..*).*)"],
};
