import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { authPageMetadata, signedOutTarget, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.forgot");
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  await signedOutTarget(await searchParams);
  const t = await getTranslations("auth.forgot");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={<AuthLink href="/auth/login">{t("backToLogin")}</AuthLink>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
