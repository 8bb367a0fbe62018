"use client";

import { useEffect } from "react";
import { useSiteUser } from "./use-site-user";

/**
 * A signed-in visitor's pick in the language menu (language-menu.tsx) is saved to the account too, so mails and
 * other devices follow it, as the dashboard's menu does. keepalive: the link leaves the page at once.
 */
export function SaveLocaleChoice() {
  const user = useSiteUser();
  useEffect(() => {
    if (!user) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-locale-link]") : null;
      const locale = link?.dataset.localeLink;
      if (!locale || locale === document.documentElement.lang) return;
      void fetch("/api/user/me", {
        method: "PATCH",
        credentials: "include",
        keepalive: true,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ locale }),
      }).catch(() => undefined);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [user]);
  return null;
}
