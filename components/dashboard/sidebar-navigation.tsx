"use client";

import { useTranslations } from "next-intl";
import { useControlKeyHeld } from "@/components/auth/use-control-key-held";
import { Badge } from "@/components/ui/badge";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Link, usePathname } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { isCurrentItem, navigationItems } from "./navigation-items";
import { PulsingDot } from "./pulsing-dot";
import { ShortcutHint } from "./shortcut-hint";
import { TierBadge } from "@/components/billing/tier-badge";

const itemClass =
  "group flex h-9 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The sidebar's items with their shortcuts; Ctrl held shows the hints. */
export function SidebarNavigation({
  tier,
  onLogout,
  onNavigate,
}: {
  tier: SubscriptionTier;
  onLogout: () => void;
  onNavigate?: () => void;
}) {
  const t = useTranslations("dashboard");
  const pathname = usePathname();
  const isControlHeld = useControlKeyHeld();

  return (
    <nav
      aria-label={t("sidebar.label")}
      className="grid gap-1"
      data-testid="dashboard-sidebar"
      data-hints={isControlHeld}
    >
      {navigationItems.map((item) => {
        const Icon = item.icon;
        const label = t(`sidebar.${item.key}`);
        const shortcutLabel = t("sidebar.shortcut", { key: item.shortcut });
        const isCurrent = isCurrentItem(pathname, item.href);
        const content = (
          <>
            <Icon className={cn("size-4 shrink-0", item.key === "logout" && "rtl-mirror")} aria-hidden />
            <span className="truncate">{label}</span>
            {item.isComingSoon && (
              <Badge variant="outline" className="px-1.5 py-0 text-[0.65rem] font-medium">
                {t("sidebar.comingSoon")}
              </Badge>
            )}
            {item.key === "pricing" && <TierBadge tier={tier} label={t(`tiers.${tier}`)} />}
            {isCurrent && !isControlHeld && (
              <span className="ms-auto">
                <PulsingDot />
              </span>
            )}
            <ShortcutHint shortcut={item.shortcut} isVisible={isControlHeld} />
          </>
        );
        if (item.isComingSoon) {
          return (
            <span
              key={item.key}
              role="link"
              aria-disabled="true"
              title={t("sidebar.comingSoonTitle")}
              data-item={item.key}
              className={cn(
                itemClass,
                "cursor-not-allowed opacity-60 hover:bg-transparent hover:text-muted-foreground",
              )}
            >
              {content}
            </span>
          );
        }
        if (!item.href) {
          return (
            <button
              key={item.key}
              type="button"
              onClick={onLogout}
              aria-keyshortcuts={`Shift+${item.shortcut}`}
              title={shortcutLabel}
              data-item={item.key}
              className={itemClass}
            >
              {content}
            </button>
          );
        }
        return (
          <Link
            key={item.key}
            href={item.href}
            onClick={onNavigate}
            aria-current={isCurrent ? "page" : undefined}
            aria-keyshortcuts={`Shift+${item.shortcut}`}
            title={shortcutLabel}
            data-item={item.key}
            className={cn(itemClass, isCurrent && "bg-accent text-accent-foreground")}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
