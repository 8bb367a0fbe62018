import { clientAddress } from "@/lib/auth/client-address";
import { registerUser } from "@/lib/auth/register-user";
import { registerSchema } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { route } from "@/lib/http/route";

// POST /api/auth/register - create an account (name, email, username, password) and sign it in
export const POST = route({ auth: "none", body: registerSchema, maxBytes: 4096 }, async ({ request, body }) => {
  const { user, session } = await registerUser(body, { address: clientAddress(request.headers) });
  return signInResponse({ status: "authenticated", user, session });
});
