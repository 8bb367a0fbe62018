"use client";

import { useCallback, useEffect, useRef } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { Locale } from "@/core/i18n/locales";
import { apiRequest } from "@/client/http/api-client";
import { useRouter } from "@/core/i18n/navigation";
import { useThemeSwitch } from "@/client/utils/use-theme-switch";

const tierSyncIntervalMs = 30_000;

/**
 * What the dashboard keeps in step with the account while someone is signed in:
 * - the tier, read from the server every 30 s and when the tab regains focus (DECISIONS: tier freshness);
 * - the theme, saved to the account when it changes here, and adopted from it on a device that has none;
 * - the language, saved when the language menu changes it (returned for the switcher).
 */
export function useAccountSync(user: CurrentUser) {
  const router = useRouter();
  const { theme, setTheme } = useThemeSwitch();
  const savedTheme = useRef(user.theme);

  useEffect(() => {
    async function checkTier() {
      if (document.visibilityState !== "visible") return;
      const info = await apiRequest<{ subscriptionTier?: string }>(
        `/user/${encodeURIComponent(user.id)}/subscription-info`,
      ).catch(() => null);
      if (info?.subscriptionTier && info.subscriptionTier !== user.subscriptionTier) router.refresh();
    }
    const timer = window.setInterval(checkTier, tierSyncIntervalMs);
    window.addEventListener("focus", checkTier);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", checkTier);
    };
  }, [user.id, user.subscriptionTier, router]);

  useEffect(() => {
    if (!theme) return;
    if (window.localStorage.getItem("theme") === null && user.theme !== theme) {
      setTheme(user.theme);
      return;
    }
    if (theme === savedTheme.current) return;
    savedTheme.current = theme;
    apiRequest("/user/me", { method: "PATCH", json: { theme } }).catch(() => undefined);
  }, [theme, setTheme, user.theme]);

  const saveLocale = useCallback((locale: Locale) => {
    // keepalive: the language switch navigates at once; the save must outlive the page that sent it.
    apiRequest("/user/me", { method: "PATCH", json: { locale }, keepalive: true }).catch(() => undefined);
  }, []);

  return { saveLocale };
}
