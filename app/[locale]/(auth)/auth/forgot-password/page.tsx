import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { Link } from "@/core/i18n/navigation";
import { redirectIfSignedIn, redirectTarget, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.forgot");
  return { title: t("title"), robots: { index: false } };
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  await redirectIfSignedIn(redirectTarget(await searchParams));
  const t = await getTranslations("auth.forgot");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <Link href="/auth/login" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("backToLogin")}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
