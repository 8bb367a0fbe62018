"use client";

import { LanguageSwitcher } from "./language-switcher";
import { useSiteUser } from "./use-site-user";

/**
 * The language menu of the marketing and sign-in pages: for a signed-in visitor the choice is saved to
 * the account too (mails and other devices follow it), as the dashboard's menu does.
 */
export function SiteLanguageSwitcher() {
  const user = useSiteUser();
  return (
    <LanguageSwitcher
      onLocaleChange={
        user
          ? (locale) => {
              // keepalive: the switch navigates at once; the save must outlive the page that sent it.
              void fetch("/api/user/me", {
                method: "PATCH",
                credentials: "include",
                keepalive: true,
                headers: { "content-type": "application/json" },
                body: JSON.stringify({ locale }),
              }).catch(() => undefined);
            }
          : undefined
      }
    />
  );
}
