import { getLocale } from "next-intl/server";
import { redirect } from "@/core/i18n/navigation";
import { firstParam, type AuthSearchParams } from "./_lib/auth-page";

/** /auth → /auth/login, keeping where the visitor was going. */
export default async function AuthIndexPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = firstParam((await searchParams).redirect);
  redirect({ href: { pathname: "/auth/login", query: target ? { redirect: target } : {} }, locale: await getLocale() });
}
