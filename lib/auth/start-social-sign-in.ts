import "server-only";
import { signIn } from "@/auth";
import { AppError } from "@/lib/errors";
import { enabledSocialProviders } from "./auth-providers";
import { callbackPath } from "./social-sign-in";

/**
 * GET /api/auth/{provider}: where to send the browser to start that provider's sign-in (its
 * authorization URL, with Auth.js's state / PKCE cookies set). Afterwards the browser lands on
 * /auth/callback?status=authenticated&redirect=<redirect>.
 */
export async function startSocialSignIn(provider: string, redirect: string | null): Promise<string> {
  if (!(enabledSocialProviders() as string[]).includes(provider)) throw new AppError("NotFound");
  return signIn(provider, { redirectTo: callbackPath("authenticated", { redirect }), redirect: false });
}
