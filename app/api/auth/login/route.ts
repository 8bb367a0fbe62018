import { clientAddress, isLoopbackClient } from "@/lib/auth/client-address";
import { loginSchema } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { route } from "@/lib/http/route";

// POST /api/auth/login - sign in with an identifier (email or username) and password
export const POST = route({ auth: "none", body: loginSchema, maxBytes: 4096 }, async ({ request, body }) =>
  signInResponse(
    await signInWithPassword(body, {
      address: clientAddress(request.headers),
      isLoopback: isLoopbackClient(request.headers),
    }),
  ),
);
