"use client";

import { useEffect, useState } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiRequest } from "@/client/http/api-client";

/** The owner's username for the public link: the one the builder passes, else GET /api/user/me. */
export function useUsername(known: string | undefined): string | null {
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    apiRequest<CurrentUser>("/api/user/me", { signal: controller.signal })
      .then((user) => setFetched(user.username))
      .catch(() => undefined);
    return () => controller.abort();
  }, [known]);
  return known ?? fetched;
}
