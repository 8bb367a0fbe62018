"use client";

import { LayoutDashboardIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TierBadge } from "@/components/billing/tier-badge";
import { useLogout } from "@/components/account/use-logout";
import { UserAvatar } from "@/components/account/user-avatar";
import { UserHandle } from "@/components/account/user-handle";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
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
          <Button
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={t("dashboard.userMenu.open")}
            data-testid="site-account-menu"
          >
            <UserAvatar name={user.name} picture={user.picture} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="flex items-center justify-between gap-2">
            <span className="grid min-w-0">
              <span className="truncate">{user.name}</span>
              <UserHandle username={user.username} />
            </span>
            <TierBadge tier={user.subscriptionTier} label={t(`dashboard.tiers.${user.subscriptionTier}`)} />
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/dashboard/resumes">
              <LayoutDashboardIcon aria-hidden />
              {t("nav.dashboard")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/dashboard/settings">
              <SettingsIcon aria-hidden />
              {t("dashboard.userMenu.settings")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={logout}>
            <LogOutIcon className="rtl-mirror" aria-hidden />
            {t("dashboard.userMenu.logout")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
