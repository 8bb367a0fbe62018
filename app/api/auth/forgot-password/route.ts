import { after, NextResponse } from "next/server";
import { authMessage } from "@/lib/auth/api-message";
import { clientAddress } from "@/lib/auth/client-address";
import { requestPasswordReset } from "@/lib/auth/request-password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { consumeAttempt, throttleRules } from "@/lib/throttle/throttle";
import { AppError } from "@/core/errors";
import { getFeatureFlags } from "@/lib/flags/get-feature-flags";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/forgot-password - mail a reset link; the same answer, as fast, for unknown addresses
export const POST = route({ auth: "none" }, async ({ request }) => {
  // The flag is asked before the body is read: with email sign-in off, any request hears that.
  if (getFeatureFlags().isEmailAuthDisabled) throw new AppError("EmailAuthDisabled");
  const { email } = await parseJsonBody(request, forgotPasswordSchema, { maxBytes: 1024 });
  await consumeAttempt(throttleRules.accountActionsPerAddress, `reset:${clientAddress(request.headers)}`);
  // The lookup and the mail run after the answer is sent, so its timing says nothing either.
  after(() =>
    requestPasswordReset(email).catch((error: unknown) => console.error("[auth] reset request failed", error)),
  );
  return NextResponse.json(await authMessage("resetRequested"));
});
