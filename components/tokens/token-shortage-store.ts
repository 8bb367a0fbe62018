"use client";

import { create } from "zustand";
import type { ApiError } from "@/client/http/api-client";

// Which shortage the token-shortage dialog shows (spec accounts §4), opened by whatever call was refused.
// Part of every page (the app-wide handler below), so it reads the two numbers without loading zod.

/** The details an InsufficientTokens answer carries (lib/tokens: required and balance). */
export type TokenShortage = { required: number; balance: number };

function isShortage(details: unknown): details is TokenShortage {
  if (typeof details !== "object" || details === null) return false;
  const { required, balance } = details as Record<string, unknown>;
  return Number.isSafeInteger(required) && (required as number) >= 0 && Number.isSafeInteger(balance);
}

export const useTokenShortageStore = create<{ shortage: TokenShortage | null }>(() => ({ shortage: null }));

export function openTokenShortage(shortage: TokenShortage) {
  useTokenShortageStore.setState({ shortage });
}

export function closeTokenShortage() {
  useTokenShortageStore.setState({ shortage: null });
}

/** The app-wide handler: an InsufficientTokens failure opens the dialog (and is then not toasted). */
export function openShortageFor(error: ApiError): boolean {
  if (error.code !== "InsufficientTokens") return false;
  const details = error.body?.details;
  // Without the numbers there is nothing honest to show: the caller's toast says it instead.
  if (!isShortage(details)) return false;
  openTokenShortage({ required: details.required, balance: Math.max(0, details.balance) });
  return true;
}
