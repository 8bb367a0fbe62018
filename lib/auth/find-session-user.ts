import "server-only";
import { db, getDatabase } from "@/lib/db";
import type { CurrentUser } from "./current-user";

// Timestamps are timestamp(3) without time zone holding UTC, as Prisma writes them: "now" is given as UTC text.
const sessionUserQuery = `SELECT u."id", u."name", u."username", u."email", u."picture", u."locale", u."theme",
    u."emailVerified" IS NOT NULL AS "emailVerified", u."twoFactorEnabled", u."emailLocked",
    u."role"::text AS "role", u."subscriptionTier"::text AS "subscriptionTier", u."provider"::text AS "provider",
    COALESCE(x."password", '') <> '' AS "hasPassword"
  FROM "Session" s
  JOIN "User" u ON u."id" = s."userId"
  LEFT JOIN "Secrets" x ON x."userId" = u."id"
  WHERE s."sessionToken" = $1 AND s."expires" > ($2::timestamptz AT TIME ZONE 'UTC')`;

/** The user a session token belongs to, or null when the session is unknown or has expired. */
export async function findSessionUser(sessionToken: string): Promise<CurrentUser | null> {
  const now = new Date();
  // Every signed-in request passes here: the session, its user and whether it has a password in one
  // raw statement (Database.query), without Prisma's per-query work (bench/autosave.ts: a save's hot path).
  const database = await getDatabase();
  const [user] = await database.query<CurrentUser>(sessionUserQuery, [sessionToken, now.toISOString()]);
  if (user) return user;
  // The session expired (or never was): an expired one is removed.
  const prisma = await db();
  await prisma.session.deleteMany({ where: { sessionToken, expires: { lte: now } } });
  return null;
}
