"use client";

import { LogOutIcon, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TierBadge } from "@/components/billing/tier-badge";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { CurrentUser } from "@/lib/auth/current-user";
import { Link, type Href } from "@/core/i18n/navigation";
import { UserHandle } from "./user-handle";

export type AccountMenuLink = { href: Href; icon: LucideIcon; label: string };

type AccountMenuItemsProps = {
  user: Pick<CurrentUser, "name" | "username" | "subscriptionTier">;
  /** The @username under the name, where the menu's button does not show it already. */
  showHandle?: boolean;
  links: readonly AccountMenuLink[];
  onLogout: () => void;
};

/** An account dropdown's items: the name and plan, the account's pages, and log out (dashboard and site header). */
export function AccountMenuItems({ user, showHandle, links, onLogout }: AccountMenuItemsProps) {
  const t = useTranslations("dashboard");
  return (
    <>
      <DropdownMenuLabel className="flex items-center justify-between gap-2">
        <span className="grid min-w-0">
          <span className="truncate">{user.name}</span>
          {showHandle ? <UserHandle username={user.username} /> : null}
        </span>
        <TierBadge tier={user.subscriptionTier} label={t(`tiers.${user.subscriptionTier}`)} />
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      {links.map(({ href, icon: Icon, label }) => (
        <DropdownMenuItem key={href} asChild>
          <Link href={href}>
            <Icon aria-hidden />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={onLogout}>
        <LogOutIcon className="rtl-mirror" aria-hidden />
        {t("userMenu.logout")}
      </DropdownMenuItem>
    </>
  );
}
