"use client";

import { z } from "zod";
import { create } from "zustand";
import type { ApiError } from "@/client/http/api-client";

// Which shortage the token-shortage dialog shows (spec accounts §4), opened by whatever call was refused.

/** The details an InsufficientTokens answer carries (lib/tokens: required and balance). */
export const shortageDetailsSchema = z.object({ required: z.number().int().nonnegative(), balance: z.number().int() });
export type TokenShortage = z.infer<typeof shortageDetailsSchema>;

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
  const details = shortageDetailsSchema.safeParse(error.body?.details);
  // Without the numbers there is nothing honest to show: the caller's toast says it instead.
  if (!details.success) return false;
  openTokenShortage({ required: details.data.required, balance: Math.max(0, details.data.balance) });
  return true;
}
