import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { SignInCard } from "@/components/auth/sign-in-card";
import { isErrorCode } from "@/core/errors/codes";
import { authPageMetadata, firstParam, signedOutTarget, signInMethods, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.login");
}

export default async function LoginPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  const target = await signedOutTarget(params);
  const [tErrors, methods] = await Promise.all([getTranslations("errors"), signInMethods()]);
  // A failed social sign-in comes back through /auth/callback?status=error&code=...
  const error = firstParam(params.error);
  return (
    <SignInCard page="login" providers={methods.social} redirectTo={target}>
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
    </SignInCard>
  );
}
