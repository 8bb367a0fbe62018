import type { ReactNode } from "react";
import { redirectQuery } from "@/core/auth/safe-redirect";
import { AuthCard } from "./auth-card";
import { AuthLink } from "./auth-link";
import { SocialButtons, type SocialProvider } from "./social-buttons";

type SignInCardProps = {
  title: string;
  description: string;
  providers: SocialProvider[];
  /** Where a sign-in lands afterwards; the link to the other page carries it along. */
  redirectTo: string;
  /** The way to the other page: "No account yet?" with a link to register, and back to login. */
  switchText: string;
  switchLink: { label: string; pathname: "/auth/login" | "/auth/register" };
  children: ReactNode;
};

/** Login's and register's card: the form, the social buttons under it, and the link to the other page. */
export function SignInCard({
  title,
  description,
  providers,
  redirectTo,
  switchText,
  switchLink,
  children,
}: SignInCardProps) {
  return (
    <AuthCard
      isWide
      title={title}
      description={description}
      social={<SocialButtons providers={providers} redirectTo={redirectTo} />}
      footer={
        <>
          {switchText}{" "}
          <AuthLink href={{ pathname: switchLink.pathname, query: redirectQuery(redirectTo) }}>
            {switchLink.label}
          </AuthLink>
        </>
      }
    >
      {children}
    </AuthCard>
  );
}
