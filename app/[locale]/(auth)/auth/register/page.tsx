import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegisterPanel } from "@/components/auth/register-panel";
import { SignInCard } from "@/components/auth/sign-in-card";
import { authPageMetadata, signedOutTarget, signInMethods, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.register");
}

export default async function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = await signedOutTarget(await searchParams);
  const [t, methods] = await Promise.all([getTranslations("auth.register"), signInMethods()]);
  return (
    <SignInCard
      title={t("title")}
      description={t("subtitle")}
      providers={methods.social}
      redirectTo={target}
      switchText={t("haveAccount")}
      switchLink={{ label: t("loginLink"), pathname: "/auth/login" }}
    >
      <RegisterPanel redirectTo={target} />
    </SignInCard>
  );
}
