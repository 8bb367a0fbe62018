import "server-only";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { AuthLink } from "@/components/auth/auth-link";

/** The card of the two forgotten-password pages (asking for a link, setting the new password), with a way back. */
export async function PasswordHelpCard({
  namespace,
  children,
}: {
  namespace: "auth.forgot" | "auth.reset";
  children: ReactNode;
}) {
  const t = await getTranslations(namespace);
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={<AuthLink href="/auth/login">{t("backToLogin")}</AuthLink>}
    >
      {children}
    </AuthCard>
  );
}
