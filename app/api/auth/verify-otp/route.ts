import { completeTwoFactorSignIn } from "@/lib/auth/complete-two-factor-sign-in";
import { codeBodySchema } from "@/lib/auth/schemas";
import { readPendingTwoFactor } from "@/lib/auth/session-cookie";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { route } from "@/lib/http/route";

// POST /api/auth/verify-otp - finish a two-factor sign-in with the authenticator's current code
export const POST = route({ auth: "none", body: codeBodySchema, maxBytes: 1024 }, async ({ body: { code } }) =>
  signInResponse(await completeTwoFactorSignIn({ pendingTwoFactor: await readPendingTwoFactor(), code, kind: "totp" })),
);
