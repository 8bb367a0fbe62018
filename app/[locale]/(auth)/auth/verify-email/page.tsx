import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { VerifyEmailPanel } from "@/components/auth/verify-email-panel";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { authPageMetadata, firstParam, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  return authPageMetadata("auth.verifyEmail", { carriesToken: true });
}

/** Needs a signed-in user (spec accounts §2): a mailed link opened signed out goes through login first. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const user = await requireUserOrRedirect();
  const token = firstParam((await searchParams).token)?.trim() || null;
  const t = await getTranslations("auth.verifyEmail");
  return (
    <AuthCard title={t("title")}>
      <VerifyEmailPanel email={user.email} token={token} isVerified={user.emailVerified} />
    </AuthCard>
  );
}
