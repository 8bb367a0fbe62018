import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import type { GuestSession } from "@/lib/db/generated/client";
import type { CookieReader } from "@/lib/guest/guest-cookie";
import { requireGuest } from "@/lib/guest/require-guest";
import type { AiActor } from "./run-ai-operation";

/**
 * Who runs an AI route: the signed-in user, else the browser's guest session (Unauthorized without
 * one), which pays from its own balance.
 */
export async function resolveAiActor(
  user: CurrentUser | null,
  cookies: CookieReader,
): Promise<{ actor: AiActor; guest: GuestSession | null }> {
  if (user) return { actor: { user: { id: user.id, subscriptionTier: user.subscriptionTier } }, guest: null };
  const guest = await requireGuest(cookies);
  return { actor: { guestSessionId: guest.id }, guest };
}
