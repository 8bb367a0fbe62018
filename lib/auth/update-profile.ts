import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { isReservedUsername } from "@/core/auth/reserved-usernames";
import type { UpdateProfileInput } from "./schemas";

/** PATCH /api/user/me: only name, username, locale, theme and picture (the schema refuses the rest). */
export async function updateProfile(user: CurrentUser, changes: UpdateProfileInput): Promise<CurrentUser> {
  const prisma = await db();
  if (changes.username && changes.username !== user.username) {
    if (isReservedUsername(changes.username))
      throw new AppError("ValidationFailed", { fields: { username: ["usernameReserved"] } });
    const taken = await prisma.user.findUnique({ where: { username: changes.username }, select: { id: true } });
    if (taken) throw new AppError("UserAlreadyExists", { fields: { username: ["usernameTaken"] } });
  }
  try {
    const updated = await prisma.user.update({ where: { id: user.id }, data: changes, include: currentUserInclude });
    return toCurrentUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("UserAlreadyExists", { fields: { username: ["usernameTaken"] } });
    throw error;
  }
}
