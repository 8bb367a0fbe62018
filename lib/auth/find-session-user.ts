import "server-only";
import { db } from "@/lib/db";
import { currentUserInclude, toCurrentUser, type CurrentUser } from "./current-user";

/** The user a session token belongs to, or null when the session is unknown or has expired. */
export async function findSessionUser(sessionToken: string): Promise<CurrentUser | null> {
  const prisma = await db();
  const session = await prisma.session.findUnique({
    where: { sessionToken },
    include: { user: { include: currentUserInclude } },
  });
  if (!session) return null;
  if (session.expires.getTime() <= Date.now()) {
    await prisma.session.deleteMany({ where: { sessionToken } });
    return null;
  }
  return toCurrentUser(session.user);
}
