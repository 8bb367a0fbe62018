import { hashToken } from "@/lib/auth/secret-tokens";
import { db } from "@/lib/db";
import { createGuestSession } from "@/lib/guest/create-guest-session";
import { uniqueSuffix } from "@/tests/factories/users";

// Guest sessions for the database suite, made as the guest API makes them: each from a client
// address of its own, so that the per-address limit on new sessions never trips between tests.

/** A new guest session: the token its cookie carries, and its row. */
export async function createTestGuest() {
  const { token } = await createGuestSession({ existingToken: null, clientAddress: `test-guest-${uniqueSuffix()}` });
  const prisma = await db();
  const session = await prisma.guestSession.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
  return { token, session };
}
