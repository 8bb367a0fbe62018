"use client";

import { ChevronsUpDownIcon, LogOutIcon, ReceiptTextIcon, SettingsIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { CurrentUser } from "@/lib/auth/current-user";
import { Link } from "@/core/i18n/navigation";
import { TierBadge } from "@/components/billing/tier-badge";
import { AccountMenuItems } from "@/components/account/account-menu-items";
import { UserAvatar, UserAvatarButton } from "@/components/account/user-avatar";
import { UserHandle } from "@/components/account/user-handle";

type UserMenuProps = { user: CurrentUser; onLogout: () => void };

/** The account's pages, in the dropdown and in the sheet (labels under dashboard.userMenu). */
const accountLinks = [
  { href: "/dashboard/transaction-history", icon: ReceiptTextIcon, label: "transactionHistory" },
  { href: "/dashboard/settings", icon: SettingsIcon, label: "settings" },
] as const;

/** Desktop: a dropdown from the user-name button at the foot of the sidebar (spec accounts §2). */
export function UserMenuDropdown({ user, onLogout }: UserMenuProps) {
  const t = useTranslations("dashboard");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-auto w-full justify-start gap-3 px-2 py-2 text-start"
          data-testid="user-menu-trigger"
        >
          <UserAvatar name={user.name} picture={user.picture} />
          <span className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium">{user.name}</span>
            <UserHandle username={user.username} />
          </span>
          <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-(--radix-dropdown-menu-trigger-width) min-w-56">
        <AccountMenuItems
          user={user}
          links={accountLinks.map((link) => ({ ...link, label: t(`userMenu.${link.label}`) }))}
          onLogout={onLogout}
        />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Mobile: a bottom sheet that also shows the email address. */
export function UserMenuSheet({ user, onLogout }: UserMenuProps) {
  const t = useTranslations();
  return (
    <Sheet>
      <SheetTrigger asChild>
        <UserAvatarButton user={user} data-testid="user-menu-mobile-trigger" />
      </SheetTrigger>
      <SheetContent
        side="bottom"
        closeLabel={t("common.close")}
        className="gap-0 px-4 pt-6 pb-[max(1rem,env(safe-area-inset-bottom))]"
      >
        <div className="flex items-center gap-3 px-2 pb-4">
          <UserAvatar name={user.name} picture={user.picture} className="size-10" />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <SheetTitle className="truncate">{user.name}</SheetTitle>
            <SheetDescription className="truncate" data-testid="user-menu-email">
              {user.email}
            </SheetDescription>
          </div>
          <TierBadge
            tier={user.subscriptionTier}
            label={t(`dashboard.tiers.${user.subscriptionTier}`)}
            className="me-8"
          />
        </div>
        <nav aria-label={t("dashboard.userMenu.label")} className="grid gap-1 border-t pt-3">
          {accountLinks.map(({ href, icon: Icon, label }) => (
            <SheetClose key={href} asChild>
              <Button variant="ghost" className="h-11 justify-start" asChild>
                <Link href={href}>
                  <Icon aria-hidden />
                  {t(`dashboard.userMenu.${label}`)}
                </Link>
              </Button>
            </SheetClose>
          ))}
          <Button
            variant="ghost"
            className="h-11 justify-start text-destructive hover:text-destructive"
            onClick={onLogout}
          >
            <LogOutIcon className="rtl-mirror" aria-hidden />
            {t("dashboard.userMenu.logout")}
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
