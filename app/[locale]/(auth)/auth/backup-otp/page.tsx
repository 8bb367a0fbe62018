import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OtpForm } from "@/components/auth/otp-form";
import { authPageMetadata, redirectIfSignedIn, redirectTarget, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.otp", { titleKey: "backupTitle" });
}

export default async function BackupOtpPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = redirectTarget(await searchParams);
  await redirectIfSignedIn(target);
  const t = await getTranslations("auth.otp");
  return (
    <AuthCard title={t("backupTitle")} description={t("backupDescription")}>
      <OtpForm kind="backup" redirectTo={target} />
    </AuthCard>
  );
}
