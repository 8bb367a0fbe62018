import "server-only";
import { cache } from "react";
import { AppError } from "@/core/errors";
import type { CurrentUser } from "./current-user";
import { findSessionUser } from "./find-session-user";
import { readSessionToken } from "./session-cookie";

// The one signed-in check, called inside every protected page, route handler, server action and
// data function (the proxy never authorises). Read once per request. Apart from session.ts (which
// re-exports it) so that route() can use it without the page navigation helpers.

export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  const token = await readSessionToken();
  return token ? findSessionUser(token) : null;
});

/** For route handlers, server actions and data functions: the user, or AppError("Unauthorized"). */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AppError("Unauthorized");
  return user;
}
