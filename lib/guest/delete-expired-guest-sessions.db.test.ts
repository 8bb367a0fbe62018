import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createGuestResume } from "@/lib/guest/create-guest-resume";
import { deleteExpiredGuestSessions } from "@/lib/guest/delete-expired-guest-sessions";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import { createTestGuest } from "@/tests/factories/guests";

async function guestWithResumeAndTokens() {
  const { session } = await createTestGuest();
  await createGuestResume(session, {});
  await getTokenSummary({ guestSessionId: session.id });
  return session.id;
}

describe("deleteExpiredGuestSessions", () => {
  it("removes expired sessions with their resume, balance and ledger, and leaves live ones", async () => {
    const prisma = await db();
    const expired = await guestWithResumeAndTokens();
    const live = await guestWithResumeAndTokens();
    await prisma.guestSession.update({ where: { id: expired }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    expect(await prisma.tokenBalance.count({ where: { guestSessionId: expired } })).toBe(1);

    // Two instances cleaning at once delete each row once between them.
    const [first, second] = await Promise.all([deleteExpiredGuestSessions(), deleteExpiredGuestSessions()]);
    expect([...first, ...second].filter((id) => id === expired)).toHaveLength(1);

    expect(await prisma.guestSession.findUnique({ where: { id: expired } })).toBeNull();
    expect(await prisma.tokenBalance.count({ where: { guestSessionId: expired } })).toBe(0);
    expect(await prisma.tokenLedgerEntry.count({ where: { guestSessionId: expired } })).toBe(0);

    const kept = await prisma.guestSession.findUniqueOrThrow({ where: { id: live } });
    expect(kept.resumeData).not.toBeNull();
    expect(await prisma.tokenBalance.count({ where: { guestSessionId: live } })).toBe(1);
  });
});
