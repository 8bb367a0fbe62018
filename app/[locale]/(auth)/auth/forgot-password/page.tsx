import type { Metadata } from "next";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { authPageMetadata, signedOutTarget, type AuthSearchParams } from "../_lib/auth-page";
import { PasswordHelpCard } from "../_lib/password-help-card";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.forgot");
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: AuthSearchParams }) {
  await signedOutTarget(await searchParams);
  return (
    <PasswordHelpCard namespace="auth.forgot">
      <ForgotPasswordForm />
    </PasswordHelpCard>
  );
}
