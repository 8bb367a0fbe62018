import "server-only";
import { db } from "@/lib/db";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";

/** The user a session token belongs to, or null when the session is unknown or has expired. */
export async function findSessionUser(sessionToken: string): Promise<CurrentUser | null> {
  const prisma = await db();
  const now = new Date();
  // Every signed-in request passes here: the user, found through its session, and whether it has a
  // password come back in one SQL query (relationJoins, prisma/schema.prisma); reading the session,
  // then the user, then its secrets took three.
  const user = await prisma.user.findFirst({
    where: { sessions: { some: { sessionToken, expires: { gt: now } } } },
    include: currentUserInclude,
  });
  if (user) return toCurrentUser(user);
  // The session expired (or never was): an expired one is removed.
  await prisma.session.deleteMany({ where: { sessionToken, expires: { lte: now } } });
  return null;
}
