"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";
import { useRouter } from "@/core/i18n/navigation";
import { isTypingTarget, navigationItems } from "./navigation-items";

/** Shift+R/G/A/M/S/Q anywhere in the dashboard, except while typing. */
export function useDashboardShortcuts(onLogout: () => void) {
  const router = useRouter();
  const t = useTranslations("dashboard.sidebar");

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isTypingTarget(event.target) || document.querySelector("[role='dialog']")) return;
      // event.code names the physical key, so the shortcuts work with an Arabic or Russian layout too.
      const item = navigationItems.find((candidate) => event.code === `Key${candidate.shortcut}`);
      if (!item) return;
      event.preventDefault();
      if (item.isComingSoon) toast.info(t("comingSoonTitle"));
      else if (item.href) router.push(item.href);
      else onLogout();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [router, onLogout, t]);
}
