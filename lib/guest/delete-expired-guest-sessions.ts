import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/db/generated/client";
import { deleteAllPictures } from "@/lib/uploads/delete-unused-pictures";
import { guestPictureOwner } from "./guest-resume";

const everyMs = 10 * 60 * 1000;
let lastRunAt = 0;

/**
 * Removes guest sessions past their expiry with everything they hold (resume data in the row; token
 * balance and ledger by cascade; copied pictures in storage). One DELETE ... RETURNING: several app
 * instances running it at once each delete disjoint rows, and a live session is never touched.
 */
export async function deleteExpiredGuestSessions({ now = new Date() }: { now?: Date } = {}): Promise<string[]> {
  const prisma = await db();
  const deleted = await prisma.$queryRaw<{ id: string }[]>(
    Prisma.sql`DELETE FROM "GuestSession" WHERE "expiresAt" < ${now} RETURNING "id"`,
  );
  const ids = deleted.map((row) => row.id);
  for (const id of ids) {
    await deleteAllPictures(guestPictureOwner(id)).catch((error: unknown) =>
      console.error("[guest] could not delete a guest's pictures", error),
    );
  }
  return ids;
}

/**
 * The clean-up without a scheduler: guest routes call this after answering; it runs at most once
 * every ten minutes per process (any instance may run it, see deleteExpiredGuestSessions).
 */
export async function cleanUpGuestSessionsNow(): Promise<void> {
  if (Date.now() - lastRunAt < everyMs) return;
  lastRunAt = Date.now();
  try {
    await deleteExpiredGuestSessions();
  } catch (error) {
    console.error("[guest] clean-up failed", error);
  }
}
