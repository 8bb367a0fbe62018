"use client";

import { LayoutDashboardIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { AccountMenuItems } from "@/components/account/account-menu-items";
import { useLogout } from "@/components/account/use-logout";
import { UserAvatarButton } from "@/components/account/user-avatar";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import type { SiteUser } from "./use-site-user";

/** The signed-in visitor's account menu in the marketing header, loaded when its button is pressed. */
export function SiteAccountDropdown({ user, defaultOpen }: { user: SiteUser; defaultOpen: boolean }) {
  const t = useTranslations();
  const { logout } = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
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
  );
}
