"use client";

import { LanguageButton } from "./language-button";
import { PressToLoad } from "./press-to-load";
import { useSiteUser } from "./use-site-user";

const loadSwitcher = () => import("./language-switcher").then((module) => module.LanguageSwitcher);

/**
 * The language menu of the marketing and sign-in pages: for a signed-in visitor the choice is saved to
 * the account too (mails and other devices follow it), as the dashboard's menu does. The menu's code loads
 * when its button is pressed (PressToLoad).
 */
export function SiteLanguageSwitcher() {
  const user = useSiteUser();
  const onLocaleChange = user
    ? (locale: string) => {
        // keepalive: the switch navigates at once; the save must outlive the page that sent it.
        void fetch("/api/user/me", {
          method: "PATCH",
          credentials: "include",
          keepalive: true,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ locale }),
        }).catch(() => undefined);
      }
    : undefined;
  return <PressToLoad load={loadSwitcher} props={{ onLocaleChange }} trigger={<LanguageButton />} />;
}
