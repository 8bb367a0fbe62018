import "server-only";
import { AppError } from "@/core/errors";
import { confirmIdentity } from "./confirm-identity";
import type { CurrentUser } from "./current-user";
import type { ConfirmIdentityInput } from "./schemas";
import { setTwoFactor } from "./set-two-factor";

/**
 * POST /api/auth/2fa/disable: needs a current code or the password, then forgets the secret and the
 * backup codes.
 */
export async function disableTwoFactor(user: CurrentUser, confirmation: ConfirmIdentityInput): Promise<void> {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await confirmIdentity(user, confirmation);
  await setTwoFactor(user.id, null);
}
