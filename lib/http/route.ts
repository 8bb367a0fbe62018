import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { config } from "@/lib/config";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getCurrentUser, requireUser } from "@/lib/auth/require-user";
import { securityContextOf, withBaseSecurityHeaders } from "@/lib/http/security-headers";
import { AppError, isAppError } from "@/core/errors";

// Every API route handler goes through `route()`: cross-site refusal for state-changing methods,
// the session check, the path parameters and the JSON body parsed, one JSON error shape, internal
// detail logged but never sent, and the base security headers on every answer (the proxy does not
// run for /api, proxy.ts).

type Handler<Params> = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;
type RouteParams = Record<string, string | string[]>;

/** "user": signed-in only (401 otherwise); "optional": the user or null; "none": the session is not read. */
export type RouteAuth = "user" | "optional" | "none";
type UserFor<Auth extends RouteAuth> = Auth extends "user"
  ? CurrentUser
  : Auth extends "optional"
    ? CurrentUser | null
    : null;
type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

export type RouteOptions<Auth extends RouteAuth, Body, Params> = {
  auth: Auth;
  /** The JSON body's schema; without one the body is left unread for the handler. */
  body?: Body;
  /** The body's size limit, 1 MiB unless said. */
  maxBytes?: number;
  /** The path parameters' schema; a path that does not fit answers 404. */
  params?: Params;
  /** Refuse cross-site requests whatever the method (a GET that spends tokens); otherwise only state-changing ones. */
  sameOriginOnly?: boolean;
};

export type RouteInput<Auth extends RouteAuth, Body, Params> = {
  request: NextRequest;
  user: UserFor<Auth>;
  body: Parsed<Body>;
  params: Parsed<Params>;
};

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * `route({ auth, body, maxBytes, params }, handler)`: the checks run in this order (origin, session,
 * path, body), so a signed-out caller hears 401 before anything about its request. The older
 * `route(handler)` form still works and does only the origin check and the error shape.
 */
export function route<Params = Record<string, never>>(handler: Handler<Params>): Handler<Params>;
export function route<
  Auth extends RouteAuth,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<Auth, Body, Params>,
  handler: (input: RouteInput<Auth, Body, Params>) => Promise<Response>,
): Handler<RouteParams>;
export function route(
  first: Handler<RouteParams> | RouteOptions<RouteAuth, z.ZodType | undefined, z.ZodType | undefined>,
  second?: (input: RouteInput<RouteAuth, z.ZodType | undefined, z.ZodType | undefined>) => Promise<Response>,
): Handler<RouteParams> {
  const handler: Handler<RouteParams> = typeof first === "function" ? first : withOptions(first, second!);
  return async (request, context) => {
    try {
      if (!safeMethods.has(request.method)) assertSameOrigin(request);
      return withApiSecurityHeaders(await handler(request, context));
    } catch (error) {
      return withApiSecurityHeaders(errorResponse(error));
    }
  };
}

const apiSecurityContext = securityContextOf(process.env);

/** An API answer with the headers every response carries (lib/http/security-headers.ts): for handlers route() does not wrap. */
export function withApiSecurityHeaders<Answer extends Response>(response: Answer): Answer {
  return withBaseSecurityHeaders(response, apiSecurityContext);
}

function withOptions(
  options: RouteOptions<RouteAuth, z.ZodType | undefined, z.ZodType | undefined>,
  handler: (input: RouteInput<RouteAuth, z.ZodType | undefined, z.ZodType | undefined>) => Promise<Response>,
): Handler<RouteParams> {
  return async (request, context) => {
    if (options.sameOriginOnly) assertSameOrigin(request);
    const user =
      options.auth === "user" ? await requireUser() : options.auth === "optional" ? await getCurrentUser() : null;
    let params: unknown = undefined;
    if (options.params) {
      const parsed = options.params.safeParse(await context.params);
      if (!parsed.success) throw new AppError("NotFound");
      params = parsed.data;
    }
    const body = options.body ? await parseJsonBody(request, options.body, { maxBytes: options.maxBytes }) : undefined;
    return handler({ request, user, body, params });
  };
}

export function errorResponse(error: unknown): NextResponse {
  if (isAppError(error)) {
    const retryAfter = error.details?.retryAfterSeconds;
    const headers: Record<string, string> = typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : {};
    return NextResponse.json(error.toBody(), { status: error.status, headers });
  }
  if (error instanceof z.ZodError) return errorResponse(validationError(error));
  console.error("[api] unexpected error", error);
  return NextResponse.json(new AppError("SomethingWentWrong").toBody(), { status: 500 });
}

export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return new AppError("ValidationFailed", { fields });
}

/**
 * Browsers send Origin on every cross-site state-changing request; anything but our own origin
 * (or the request's own host, for previews served under another name) is refused.
 */
export function assertSameOrigin(request: NextRequest) {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw new AppError("CrossSiteRequest");
  if (!origin) return;
  const allowed = new Set([new URL(config.APP_URL).origin, request.nextUrl.origin]);
  if (!allowed.has(origin)) throw new AppError("CrossSiteRequest");
}

export const defaultMaxBodyBytes = 1024 * 1024;

/** Reads and validates a JSON body: 413 over the limit, 400 for malformed JSON or schema violations. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = defaultMaxBodyBytes } = {},
): Promise<z.infer<Schema>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("PayloadTooLarge");
  const text = await readLimited(request, maxBytes);
  let json: unknown;
  try {
    json = text === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("MalformedJson");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * A request body read up to `maxBytes`, never buffered past it: a larger body throws `tooLarge()`
 * as soon as it is seen to be larger.
 */
export async function readBodyLimited(request: Request, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  return (await readBodyLimited(request, maxBytes, () => new AppError("PayloadTooLarge"))).toString("utf8");
}

export function parseSearchParams<Schema extends z.ZodType>(request: NextRequest, schema: Schema): z.infer<Schema> {
  const parsed = schema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
