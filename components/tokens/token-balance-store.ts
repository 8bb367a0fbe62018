"use client";

import { create } from "zustand";
import { apiRequest } from "@/client/http/api-client";
import type { TokenSummary } from "@/lib/tokens/get-token-summary";

// The signed-in user's token balance in the browser (spec accounts §3/§4 "token store"): one copy
// shared by every chip on the page, refreshed at most every 30 s unless a charge or a payment forces it.

export type { TokenSummary };

/** Spec accounts §9: a refresh within 30 s of the last one is skipped unless forced. */
export const refreshThrottleMs = 30_000;

const emptySummary: TokenSummary = {
  remaining: 0,
  used: 0,
  limit: 0,
  percentage: 0,
  allowance: { remaining: 0, limit: 0, resetsAt: "" },
  purchased: 0,
};

type TokenBalanceState = {
  summary: TokenSummary | null;
  isLoading: boolean;
  /** When the last fetch finished (ms since the epoch), 0 before the first. */
  lastFetch: number;
  hasFailed: boolean;
};

export const useTokenBalanceStore = create<TokenBalanceState>(() => ({
  summary: null,
  isLoading: false,
  lastFetch: 0,
  hasFailed: false,
}));

let inFlight: Promise<void> | null = null;

/**
 * Fetches GET /api/user/ai-tokens. Throttled to one fetch per 30 s unless `force` (after a charge or
 * a payment); concurrent calls share one request. A failed fetch shows a balance of 0 (spec §4).
 */
export function refreshTokenBalance({ force = false }: { force?: boolean } = {}): Promise<void> {
  const { lastFetch } = useTokenBalanceStore.getState();
  if (inFlight) return force ? inFlight.then(() => refreshTokenBalance({ force: true })) : inFlight;
  if (!force && lastFetch > 0 && Date.now() - lastFetch < refreshThrottleMs) return Promise.resolve();
  useTokenBalanceStore.setState({ isLoading: true });
  inFlight = apiRequest<TokenSummary>("/api/user/ai-tokens", { cache: "no-store" })
    .then((summary) => useTokenBalanceStore.setState({ summary, hasFailed: false }))
    .catch(() => useTokenBalanceStore.setState({ summary: emptySummary, hasFailed: true }))
    .finally(() => {
      useTokenBalanceStore.setState({ isLoading: false, lastFetch: Date.now() });
      inFlight = null;
    });
  return inFlight;
}
