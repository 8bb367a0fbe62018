import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { config } from "@/lib/config";
import { AppError, isAppError } from "@/lib/errors";

// Every API route handler goes through `route()`: cross-site refusal for state-changing methods,
// one JSON error shape, and internal detail logged but never sent.

type Handler<Params> = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function route<Params = Record<string, never>>(handler: Handler<Params>): Handler<Params> {
  return async (request, context) => {
    try {
      if (!safeMethods.has(request.method)) assertSameOrigin(request);
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
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
