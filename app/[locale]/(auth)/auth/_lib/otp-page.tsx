import "server-only";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { OtpForm } from "@/components/auth/otp-form";
import { signedOutTarget, type AuthSearchParams } from "./auth-page";

const texts = {
  totp: { title: "title", description: "description" },
  backup: { title: "backupTitle", description: "backupDescription" },
} as const;

/** The second sign-in step's page: a code from the authenticator app (totp) or a backup code. */
export async function OtpPage({ kind, searchParams }: { kind: "totp" | "backup"; searchParams: AuthSearchParams }) {
  const target = await signedOutTarget(await searchParams);
  const t = await getTranslations("auth.otp");
  return (
    <AuthCard title={t(texts[kind].title)} description={t(texts[kind].description)}>
      <OtpForm kind={kind} redirectTo={target} />
    </AuthCard>
  );
}
