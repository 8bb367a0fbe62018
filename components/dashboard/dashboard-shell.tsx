"use client";

import { MenuIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { LanguageSwitcher } from "@/components/site/language-switcher";
import { LogoLink } from "@/components/site/logo";
import { SkipToContentLink } from "@/components/site/skip-to-content-link";
import { ThemeToggle } from "@/components/site/theme-toggle";
import { SidebarTokenPanel } from "@/components/tokens/sidebar-token-panel";
import { TokenBalanceChip } from "@/components/tokens/token-balance-chip";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import type { CurrentUser } from "@/lib/auth/current-user";
import { SidebarNavigation } from "./sidebar-navigation";
import { useAccountSync } from "./use-account-sync";
import { useDashboardShortcuts } from "./use-dashboard-shortcuts";
import { useLogout } from "@/components/account/use-logout";
import { UserMenuDropdown, UserMenuSheet } from "./user-menu";

/** The signed-in frame: sidebar on md and up, a top bar with a menu sheet and the user sheet below md. */
export function DashboardShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const t = useTranslations();
  const { logout } = useLogout();
  const { saveLocale } = useAccountSync(user);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  useDashboardShortcuts(logout);

  const home = <LogoLink href="/dashboard/resumes" appName={t("common.appName")} homeLabel={t("common.homeLink")} />;
  const controls = (
    <div className="flex items-center gap-1">
      <LanguageSwitcher onLocaleChange={saveLocale} />
      <ThemeToggle />
    </div>
  );

  return (
    <div className="min-h-dvh md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipToContentLink label={t("common.skipToContent")} />
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-e bg-muted/40 px-3 py-5 md:flex dark:bg-card/40">
        <div className="px-2">{home}</div>
        <SidebarNavigation tier={user.subscriptionTier} onLogout={logout} />
        <div className="mt-auto grid gap-2">
          <SidebarTokenPanel tier={user.subscriptionTier} />
          <div className="px-1">{controls}</div>
          <UserMenuDropdown user={user} onLogout={logout} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:hidden">
          {home}
          <div className="ms-auto flex items-center gap-1">
            <TokenBalanceChip tier={user.subscriptionTier} isCompact className="px-2" />
            <UserMenuSheet user={user} onLogout={logout} />
            <Sheet open={isMenuOpen} onOpenChange={setIsMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={t("nav.openMenu")} data-testid="dashboard-menu-trigger">
                  <MenuIcon aria-hidden />
                </Button>
              </SheetTrigger>
              <SheetContent closeLabel={t("common.close")} className="gap-6 px-3 py-5">
                <SheetTitle className="px-3">{t("nav.menuTitle")}</SheetTitle>
                <SheetDescription className="sr-only">{t("dashboard.sidebar.label")}</SheetDescription>
                <SidebarNavigation
                  tier={user.subscriptionTier}
                  onLogout={logout}
                  onNavigate={() => setIsMenuOpen(false)}
                />
                <SidebarTokenPanel tier={user.subscriptionTier} onNavigate={() => setIsMenuOpen(false)} />
                <div className="mt-auto px-2">{controls}</div>
              </SheetContent>
            </Sheet>
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 md:px-10 md:py-10">
          {children}
        </main>
      </div>
    </div>
  );
}
