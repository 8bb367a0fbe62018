"use client";

import { useEffect } from "react";
import { refreshTokenBalance, useTokenBalanceStore } from "./token-balance-store";

/** Spec accounts §9: the first refresh 100 ms after mount, then one every 5 minutes. */
export const firstRefreshDelayMs = 100;
export const refreshIntervalMs = 300_000;

/**
 * The balance for a chip: fetched shortly after mount (throttled, so several chips on one page share
 * one request) and every 5 minutes while mounted. Charges and payments call refreshTokenBalance({ force: true }).
 */
export function useTokenBalance() {
  useEffect(() => {
    const first = setTimeout(() => void refreshTokenBalance(), firstRefreshDelayMs);
    const every = setInterval(() => void refreshTokenBalance(), refreshIntervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, []);
  return useTokenBalanceStore();
}
