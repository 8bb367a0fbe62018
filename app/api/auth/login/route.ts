import { clientAddress, isLoopbackClient } from "@/lib/auth/client-address";
import { loginSchema } from "@/lib/auth/schemas";
import { signInResponse } from "@/lib/auth/sign-in-response";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { parseJsonBody, route } from "@/lib/http/route";

// POST /api/auth/login - sign in with an identifier (email or username) and password
export const POST = route(async (request) => {
  const input = await parseJsonBody(request, loginSchema, { maxBytes: 4096 });
  return signInResponse(await signInWithPassword(input, { address: clientAddress(request.headers), isLoopback: isLoopbackClient(request.headers) }));
});
