import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { RegisterPanel } from "@/components/auth/register-panel";
import { SocialButtons } from "@/components/auth/social-buttons";
import {
  authPageMetadata,
  redirectIfSignedIn,
  redirectQuery,
  redirectTarget,
  signInMethods,
  type AuthSearchParams,
} from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.register");
}

export default async function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = redirectTarget(await searchParams);
  await redirectIfSignedIn(target);
  const [t, methods] = await Promise.all([getTranslations("auth.register"), signInMethods()]);
  return (
    <AuthCard
      isWide
      title={t("title")}
      description={t("subtitle")}
      social={<SocialButtons providers={methods.social} redirectTo={target} />}
      footer={
        <>
          {t("haveAccount")}{" "}
          <AuthLink href={{ pathname: "/auth/login", query: redirectQuery(target) }}>{t("loginLink")}</AuthLink>
        </>
      }
    >
      <RegisterPanel redirectTo={target} />
    </AuthCard>
  );
}
