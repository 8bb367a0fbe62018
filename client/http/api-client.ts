import { isErrorCode, type ApiErrorBody, type ClientErrorCode, type ErrorCode } from "@/core/errors/codes";

// The browser's one way to call the API (spec accounts §4/§8): cookies sent, 60 s timeout, at most
// 10 requests in flight, and failures turned into codes the UI translates.

export const requestTimeoutMs = 60_000;
export const maxConcurrentRequests = 10;

let inFlight = 0;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    readonly status: number,
    readonly body?: ApiErrorBody["error"],
  ) {
    super(body?.message ?? code);
    this.name = "ApiError";
  }

  /** True once an app-wide handler has answered this error (the token-shortage dialog): callers then show no toast of their own. */
  handledGlobally = false;
}

// Some failures get one answer wherever they happen (spec accounts §4: too few tokens opens the
// token-shortage dialog instead of a toast), so a component registers for them once, not every caller.
type ApiErrorHandler = (error: ApiError) => boolean;
const globalHandlers = new Set<ApiErrorHandler>();

/** Registers an app-wide handler; it returns true when it answered the error. Returns the unregister function. */
export function handleApiErrorsGlobally(handler: ApiErrorHandler): () => void {
  globalHandlers.add(handler);
  return () => void globalHandlers.delete(handler);
}

/** Offers a failure to the app-wide handlers (apiRequest does; so do callers that read errors from a stream). */
export function dispatchApiError<E>(error: E): E {
  if (!(error instanceof ApiError) || error.handledGlobally) return error;
  for (const handler of globalHandlers) {
    if (handler(error)) error.handledGlobally = true;
  }
  return error;
}

export type RequestOptions = Omit<RequestInit, "body"> & {
  json?: unknown;
  timeoutMs?: number;
  /** Another origin than the page's own (tests, server-side callers). */
  baseUrl?: string;
};

/** The page's language, so that messages the server words come back in it (lib/auth/api-message.ts). */
function pageLocale(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "x-page-locale": lang } : {};
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (inFlight >= maxConcurrentRequests) throw new ApiError("TooManyConcurrentRequests", 0);
  const { json, timeoutMs = requestTimeoutMs, headers, baseUrl = "", ...init } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  inFlight += 1;
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path.startsWith("/api") ? path : `/api${path}`}`, {
      credentials: "include",
      ...init,
      signal,
      headers: { ...(json === undefined ? {} : { "content-type": "application/json" }), ...pageLocale(), ...headers },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError("RequestTimedOut", 0);
    throw error instanceof DOMException && error.name === "AbortError" ? error : new ApiError("NetworkUnavailable", 0);
  } finally {
    inFlight -= 1;
  }
  if (response.status === 0) throw new ApiError("NetworkUnavailable", 0);
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return body as T;
  const error = (body as ApiErrorBody | null)?.error;
  if (error && isErrorCode(error.code)) throw dispatchApiError(new ApiError(error.code, response.status, error));
  if (response.status === 404) throw new ApiError("EndpointNotAvailable", 404);
  throw new ApiError("SomethingWentWrong", response.status);
}

/** An answer's `{ code, message, ... }` error as an ApiError (an unknown code is SomethingWentWrong). */
export function apiErrorFrom(error: { code: string; message?: string } | null | undefined, status: number): ApiError {
  return error && isErrorCode(error.code)
    ? new ApiError(error.code, status, error as ApiErrorBody["error"])
    : new ApiError("SomethingWentWrong", status);
}

/** The error a failed response carries (for the streamed calls that read their body themselves). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  return apiErrorFrom(body?.error, response.status);
}

/** For tests: how many requests are in flight now. */
export function requestsInFlight() {
  return inFlight;
}
