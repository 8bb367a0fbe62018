import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { authPageMetadata, firstParam, signedOutTarget, type AuthSearchParams } from "../_lib/auth-page";
import { PasswordHelpCard } from "../_lib/password-help-card";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.reset", { carriesToken: true });
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const params = await searchParams;
  await signedOutTarget(params);
  return (
    <PasswordHelpCard namespace="auth.reset">
      <ResetPasswordForm token={firstParam(params.token)?.trim() ?? ""} />
    </PasswordHelpCard>
  );
}
