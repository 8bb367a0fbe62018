"use client";

import { useLocale } from "next-intl";
import { useCallback, useState } from "react";
import { localisedPath } from "@/components/auth/localised-path";
import { apiRequest } from "@/client/http/api-client";

/** Ends the session on the server, then, whatever the answer, leaves for /auth/login (spec accounts §4). */
export function useLogout() {
  const locale = useLocale();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    await apiRequest("/auth/logout", { method: "POST" }).catch(() => undefined);
    // A full navigation drops every piece of client state that belonged to the signed-in user.
    window.location.assign(localisedPath("/auth/login", locale));
  }, [locale]);
  return { logout, isLoggingOut };
}
