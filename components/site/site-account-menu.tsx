"use client";

import { LayoutDashboardIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { UserAvatarButton } from "@/components/account/user-avatar";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { PressToLoad } from "./press-to-load";
import { useSiteUser } from "./use-site-user";

const loadDropdown = () => import("./site-account-dropdown").then((module) => module.SiteAccountDropdown);

/**
 * The header's account corner: "Log in" for a visitor (and while the page is still asking), a link to the
 * dashboard and the account menu for someone signed in (its code loaded when its button is pressed).
 * `variant="sheet"` is the phone menu's version.
 */
export function SiteAccountMenu({ variant = "bar" }: { variant?: "bar" | "sheet" }) {
  const t = useTranslations();
  const user = useSiteUser();
  const isSheet = variant === "sheet";

  if (!user) {
    return (
      <Button
        variant="ghost"
        size={isSheet ? "default" : "sm"}
        asChild
        className={isSheet ? "justify-start" : "hidden sm:inline-flex"}
        data-testid={isSheet ? "site-login-sheet" : "site-login"}
      >
        <Link href="/auth/login">{t("nav.login")}</Link>
      </Button>
    );
  }

  const dashboardLink = (
    <Button
      variant={isSheet ? "ghost" : "outline"}
      size={isSheet ? "default" : "sm"}
      asChild
      className={cn(isSheet ? "justify-start" : "hidden sm:inline-flex")}
      data-testid={isSheet ? "site-dashboard-link-sheet" : "site-dashboard-link"}
    >
      <Link href="/dashboard/resumes">
        <LayoutDashboardIcon aria-hidden />
        {t("nav.dashboard")}
      </Link>
    </Button>
  );
  if (isSheet) return dashboardLink;

  return (
    <>
      {dashboardLink}
      <PressToLoad
        load={loadDropdown}
        props={{ user }}
        trigger={<UserAvatarButton user={user} data-testid="site-account-menu" aria-haspopup="menu" />}
      />
    </>
  );
}
