"use client";

import { LayoutDashboardIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { AccountMenuItems } from "@/components/account/account-menu-items";
import { useLogout } from "@/components/account/use-logout";
import { UserAvatarButton } from "@/components/account/user-avatar";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { useSiteUser } from "./use-site-user";

/**
 * The header's account corner: "Log in" for a visitor (and while the page is still asking), a link to the
 * dashboard and the account menu for someone signed in. `variant="sheet"` is the phone menu's version.
 */
export function SiteAccountMenu({ variant = "bar" }: { variant?: "bar" | "sheet" }) {
  const t = useTranslations();
  const user = useSiteUser();
  const { logout } = useLogout();
  const isSheet = variant === "sheet";

  if (!user) {
    return (
      <Button
        variant="ghost"
        size={isSheet ? "default" : "sm"}
        asChild
        className={isSheet ? "justify-start" : "hidden sm:inline-flex"}
        data-testid="site-login"
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
      data-testid="site-dashboard-link"
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <UserAvatarButton user={user} data-testid="site-account-menu" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <AccountMenuItems
            user={user}
            showHandle
            links={[
              { href: "/dashboard/resumes", icon: LayoutDashboardIcon, label: t("nav.dashboard") },
              { href: "/dashboard/settings", icon: SettingsIcon, label: t("dashboard.userMenu.settings") },
            ]}
            onLogout={logout}
          />
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
