import "server-only";
import { AppError } from "@/core/errors";
import { enabledSocialProviders } from "./auth-providers";
import { callbackPath } from "./social-sign-in";

/** Auth.js's `signIn` (auth.ts), called without redirecting: it answers the provider's address. */
type SignIn = (provider: string, options: { redirectTo: string; redirect: false }) => Promise<string>;

/**
 * GET /api/auth/{provider}: where to send the browser to start that provider's sign-in (its
 * authorization URL, with Auth.js's state / PKCE cookies set). Afterwards the browser lands on
 * /auth/callback?status=authenticated&redirect=<redirect>. Auth.js's `signIn` comes from the route
 * (auth.ts imports lib/, so lib/ takes it as an argument rather than importing it back).
 */
export async function startSocialSignIn({
  provider,
  redirect,
  signIn,
}: {
  provider: string;
  redirect: string | null;
  signIn: SignIn;
}): Promise<string> {
  if (!(enabledSocialProviders() as string[]).includes(provider)) throw new AppError("NotFound");
  return signIn(provider, { redirectTo: callbackPath("authenticated", { redirect }), redirect: false });
}
