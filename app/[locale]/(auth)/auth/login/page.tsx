import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { LoginForm } from "@/components/auth/login-form";
import { SocialButtons } from "@/components/auth/social-buttons";
import { isErrorCode } from "@/core/errors/codes";
import {
  authPageMetadata,
  firstParam,
  redirectIfSignedIn,
  redirectQuery,
  redirectTarget,
  signInMethods,
  type AuthSearchParams,
} from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.login");
}

export default async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  const target = redirectTarget(params);
  await redirectIfSignedIn(target);
  const [t, tErrors, methods] = await Promise.all([
    getTranslations("auth.login"),
    getTranslations("errors"),
    signInMethods(),
  ]);
  // A failed social sign-in comes back through /auth/callback?status=error&code=...
  const error = firstParam(params.error);
  return (
    <AuthCard
      isWide
      title={t("title")}
      description={t("subtitle")}
      social={<SocialButtons providers={methods.social} redirectTo={target} />}
      footer={
        <>
          {t("noAccount")}{" "}
          <AuthLink href={{ pathname: "/auth/register", query: redirectQuery(target) }}>{t("registerLink")}</AuthLink>
        </>
      }
    >
      {error && (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          data-testid="login-error"
        >
          {isErrorCode(error) ? tErrors(error) : tErrors("SomethingWentWrong")}
        </p>
      )}
      {methods.isEmailEnabled ? (
        <LoginForm redirectTo={target} />
      ) : (
        <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {tErrors("EmailAuthDisabled")}
        </p>
      )}
    </AuthCard>
  );
}
