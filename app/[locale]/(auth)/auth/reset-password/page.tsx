import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { authPageMetadata, firstParam, signedOutTarget, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.reset", { carriesToken: true });
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  await signedOutTarget(params);
  const t = await getTranslations("auth.reset");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={<AuthLink href="/auth/login">{t("backToLogin")}</AuthLink>}
    >
      <ResetPasswordForm token={firstParam(params.token)?.trim() ?? ""} />
    </AuthCard>
  );
}
