import { completeTwoFactorSignIn } from "@/lib/auth/complete-two-factor-sign-in";
import { backupCodeBodySchema } from "@/lib/auth/schemas";
import { readPendingTwoFactor } from "@/lib/auth/session-cookie";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { route } from "@/lib/http/route";

// POST /api/auth/backup-otp - finish a two-factor sign-in with a backup code (each works once)
export const POST = route({ auth: "none", body: backupCodeBodySchema, maxBytes: 1024 }, async ({ body: { code } }) =>
  signInResponse(
    await completeTwoFactorSignIn({ pendingTwoFactor: await readPendingTwoFactor(), code, kind: "backup" }),
  ),
);
