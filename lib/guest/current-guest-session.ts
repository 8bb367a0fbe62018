import "server-only";
import { cookies } from "next/headers";
import type { GuestSession } from "@/lib/db/generated/client";
import { findGuestSession } from "./find-guest-session";
import { readGuestToken } from "./guest-cookie";

/** For pages: the live guest session of this browser's cookie, or null. */
export async function currentGuestSession(): Promise<GuestSession | null> {
  const token = readGuestToken(await cookies());
  return token ? findGuestSession(token) : null;
}
