import { NextRequest } from "next/server";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { authCookieNames } from "@/lib/auth/cookies";
import { createSession } from "@/lib/auth/create-session";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { createTestGuest } from "@/tests/factories/guests";

// Calls a route handler the way Next.js does for one request: inside a request scope built from the
// request's own headers, so cookies() and headers() read what was sent (a signed-in request carries
// a real session cookie made by createSession). Handlers that run after() need Next's whole server:
// those are tested in Playwright.

type Handler<Params> = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

const origin = "http://localhost:3000";

export type Caller = { cookie: string | null };

/** A signed-in caller with a session of its own, or a signed-out one. */
export async function callerFor(userId: string | null): Promise<Caller> {
  if (!userId) return { cookie: null };
  const { token } = await createSession(userId);
  return { cookie: `${authCookieNames(false).session}=${token}` };
}

/** A guest's caller, with a new guest session of its own, and the session's id (for its ledger). */
export async function guestCaller(): Promise<{ caller: Caller; guestSessionId: string }> {
  const { token, session } = await createTestGuest();
  return { caller: { cookie: `${guestCookieName}=${token}` }, guestSessionId: session.id };
}

export async function callRoute<Params = Record<string, never>>(
  handler: Handler<Params>,
  {
    method = "GET",
    path,
    body,
    caller,
    params,
    accept,
  }: { method?: string; path: string; body?: unknown; caller: Caller; params?: Params; accept?: string },
): Promise<Response> {
  const headers = new Headers({ origin });
  if (accept) headers.set("accept", accept);
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new NextRequest(new URL(path, origin), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const store = createRequestStoreForAPI(
    request,
    request.nextUrl,
    { tags: [], expirationsByCacheKind: new Map() },
    undefined,
    undefined,
    undefined,
  );
  // The route's work: dynamic, as every handler here declares (the fields next/headers reads).
  const work = {
    route: request.nextUrl.pathname,
    page: request.nextUrl.pathname,
    forceDynamic: true,
    forceStatic: false,
    dynamicShouldError: false,
    isStaticGeneration: false,
  };
  return workAsyncStorage.run(work as never, () =>
    workUnitAsyncStorage.run(store, () => handler(request, { params: Promise.resolve((params ?? {}) as Params) })),
  );
}

/** callRoute for a JSON answer: its status and its body. */
export async function callRouteJson<Params = Record<string, never>>(
  ...args: Parameters<typeof callRoute<Params>>
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await callRoute(...args);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
