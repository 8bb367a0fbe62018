import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterPanel } from "@/components/auth/register-panel";
import { SocialButtons } from "@/components/auth/social-buttons";
import { Link } from "@/core/i18n/navigation";
import { redirectIfSignedIn, redirectTarget, signInMethods, type AuthSearchParams } from "../_lib/auth-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.register");
  return { title: t("title"), robots: { index: false } };
}

export default async function RegisterPage({ searchParams }: { searchParams: AuthSearchParams }) {
  const target = redirectTarget(await searchParams);
  await redirectIfSignedIn(target);
  const [t, methods] = await Promise.all([getTranslations("auth.register"), signInMethods()]);
  const query = target === "/dashboard/resumes" ? {} : { redirect: target };
  return (
    <AuthCard
      isWide
      title={t("title")}
      description={t("subtitle")}
      social={<SocialButtons providers={methods.social} redirectTo={target} />}
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link
            href={{ pathname: "/auth/login", query }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("loginLink")}
          </Link>
        </>
      }
    >
      <RegisterPanel redirectTo={target} />
    </AuthCard>
  );
}
