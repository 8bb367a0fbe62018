import "server-only";
import { db } from "@/lib/db";
import { deleteThumbnails } from "@/lib/thumbnails/thumbnail-store";
import { deleteAllPictures } from "@/lib/uploads/delete-unused-pictures";
import { confirmIdentity } from "./confirm-identity";
import type { CurrentUser } from "./current-user";
import type { ConfirmIdentityInput } from "./schemas";

/**
 * DELETE /api/user/me: after a password or two-factor confirmation, the account and everything that
 * belongs to it (resumes and their statistics, sessions, secrets, linked accounts, ledger) is gone:
 * the schema cascades every relation from User. Their uploaded pictures and resume thumbnails are deleted from storage.
 */
export async function deleteAccount(user: CurrentUser, confirmation: ConfirmIdentityInput): Promise<void> {
  await confirmIdentity(user, confirmation);
  const prisma = await db();
  await prisma.user.delete({ where: { id: user.id } });
  await deleteAllPictures(user.id).catch((error: unknown) =>
    console.error("[account] could not delete the pictures of a deleted account", error),
  );
  await deleteThumbnails({ userId: user.id }).catch((error: unknown) =>
    console.error("[account] could not delete the resume thumbnails of a deleted account", error),
  );
}
