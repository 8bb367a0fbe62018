"use client";

import { useEffect, useState } from "react";
import type { CurrentUser } from "@/lib/auth/current-user";
import { ApiError, apiRequest } from "@/client/http/api-client";

export type BasicsAccount = { email: string };

let pending: Promise<BasicsAccount | null> | undefined;

function fetchAccount(): Promise<BasicsAccount | null> {
  pending ??= apiRequest<CurrentUser>("/user/me")
    .then((user) => ({ email: user.email }))
    .catch((error: unknown) => {
      pending = undefined;
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
  return pending;
}

/**
 * The signed-in account the basics belong to: the one given, or (when the builder did not pass
 * one) the session's, asked once from GET /api/user/me. Undefined while unknown; null for a guest.
 */
export function useAccount(given: BasicsAccount | null | undefined): BasicsAccount | null | undefined {
  const [fetched, setFetched] = useState<BasicsAccount | null | undefined>(undefined);
  useEffect(() => {
    if (given !== undefined) return;
    let isCurrent = true;
    fetchAccount().then(
      (account) => isCurrent && setFetched(account),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [given]);
  return given !== undefined ? given : fetched;
}
