import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { redirectQuery } from "@/core/auth/safe-redirect";
import { AuthCard } from "./auth-card";
import { AuthLink } from "./auth-link";
import { SocialButtons, type SocialProvider } from "./social-buttons";

// Each page's words under auth.<page>, and the way to the other page: "No account yet?" with a link to
// register, and back to login.
const pages = {
  login: { switchText: "login.noAccount", switchLabel: "login.registerLink", otherPathname: "/auth/register" },
  register: { switchText: "register.haveAccount", switchLabel: "register.loginLink", otherPathname: "/auth/login" },
} as const;

type SignInCardProps = {
  page: keyof typeof pages;
  providers: SocialProvider[];
  /** Where a sign-in lands afterwards; the link to the other page carries it along. */
  redirectTo: string;
  children: ReactNode;
};

/** Login's and register's card: the form, the social buttons under it, and the link to the other page. */
export async function SignInCard({ page, providers, redirectTo, children }: SignInCardProps) {
  const t = await getTranslations("auth");
  const { switchText, switchLabel, otherPathname } = pages[page];
  return (
    <AuthCard
      isWide
      title={t(`${page}.title`)}
      description={t(`${page}.subtitle`)}
      social={<SocialButtons providers={providers} redirectTo={redirectTo} />}
      footer={
        <>
          {t(switchText)}{" "}
          <AuthLink href={{ pathname: otherPathname, query: redirectQuery(redirectTo) }}>{t(switchLabel)}</AuthLink>
        </>
      }
    >
      {children}
    </AuthCard>
  );
}
