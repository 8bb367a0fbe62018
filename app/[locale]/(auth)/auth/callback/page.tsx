import { getLocale } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { redirectQuery } from "@/core/auth/safe-redirect";
import { isErrorCode } from "@/core/errors/codes";
import { redirect } from "@/core/i18n/navigation";
import { firstParam, redirectIfSignedIn, redirectTarget, type AuthSearchParams } from "../_lib/auth-page";

/**
 * Where social and OpenID sign-ins land (spec accounts §2): `status` is authenticated, 2fa_required
 * or error (with `code`); anything else goes to login.
 */
export default async function AuthCallbackPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  const target = redirectTarget(params);
  const status = firstParam(params.status);
  const locale = await getLocale();
  const keep = redirectQuery(target);

  if (status === "authenticated" && (await getCurrentUser())) await redirectIfSignedIn(target);
  if (status === "2fa_required") redirect({ href: { pathname: "/auth/verify-otp", query: keep }, locale });
  const code = firstParam(params.code);
  const error = status === "error" ? (isErrorCode(code) ? code : "SomethingWentWrong") : undefined;
  redirect({ href: { pathname: "/auth/login", query: { ...keep, ...(error ? { error } : {}) } }, locale });
}
