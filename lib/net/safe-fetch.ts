import "server-only";
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isAllowedAddress } from "./address-policy";

/*
 * Fetches a URL a user gave us (a picture address today, a job posting for the AI features later)
 * without letting that user reach what only the server can reach. See docs/SECURITY.md.
 */

export type SafeFetchRefusal =
  | "InvalidUrl"
  | "ForbiddenProtocol"
  | "ForbiddenPort"
  | "ForbiddenAddress"
  | "DnsFailure"
  | "TooManyRedirects"
  | "HttpStatus"
  | "UnacceptableType"
  | "TooLarge"
  | "Timeout"
  | "NetworkError";

export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchRefusal,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = "SafeFetchError";
  }
}

export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** For tests that play the remote side on loopback. Refused in a production build. */
export type SafeFetchTestingOptions = {
  allowLoopback?: boolean;
  /** Ports allowed besides the scheme's default (a loopback test server's random port). */
  allowPorts?: readonly number[];
  /** Replaces the system resolver (to show that the connection goes where the check looked). */
  resolve?: Resolver;
};

export type SafeFetchOptions = {
  /** The body is refused once it passes this many bytes, whatever Content-Length said. */
  maxBytes: number;
  /** For the whole fetch: every redirect, every byte. */
  timeoutMs: number;
  /** Media types asked for and accepted ("image/*" matches any image); any type when omitted. */
  accept?: readonly string[];
  maxRedirects?: number;
  testing?: SafeFetchTestingOptions;
};

export type SafeFetchResponse = { url: string; status: number; contentType: string; body: Buffer };

export const safeFetchUserAgent = "Vitae/1.0 (resume builder; fetches addresses its users enter)";
const defaultPorts: Record<string, string> = { "http:": "80", "https:": "443" };
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GET over http(s) with SSRF rules: default ports only; the host resolved once and every address
 * checked (isAllowedAddress), the connection made to the checked address (no second lookup, so no
 * DNS rebinding); at most `maxRedirects` (3) redirects, each checked the same way; the size limit
 * enforced while reading; one deadline for everything. No cookies, credentials or Referer are sent.
 * Throws SafeFetchError.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  if (options.testing && process.env.NODE_ENV === "production")
    throw new Error("safeFetch testing options are for tests only");
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = checkUrl(input, options.testing);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(url, options, signal);
    if (redirectStatuses.has(response.statusCode ?? 0)) {
      response.destroy();
      const location = response.headers.location;
      if (!location) throw new SafeFetchError("HttpStatus", String(response.statusCode));
      if (redirects >= maxRedirects) throw new SafeFetchError("TooManyRedirects");
      url = checkUrl(resolveLocation(location, url), options.testing);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.destroy();
      throw new SafeFetchError("HttpStatus", String(status));
    }
    const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (options.accept && !options.accept.some((type) => matchesType(contentType, type))) {
      response.destroy();
      throw new SafeFetchError("UnacceptableType", contentType);
    }
    return { url: url.href, status, contentType, body: await readLimited(response, options.maxBytes, signal) };
  }
}

function checkUrl(input: string, testing: SafeFetchTestingOptions | undefined): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SafeFetchError("InvalidUrl");
  }
  if (!(url.protocol in defaultPorts)) throw new SafeFetchError("ForbiddenProtocol", url.protocol);
  // Node would send URL credentials as an Authorization header.
  if (url.username || url.password) throw new SafeFetchError("InvalidUrl", "credentials");
  // The URL parser already turned 2130706433, 0x7f.1 and [::ffff:127.0.0.1] into canonical addresses.
  if (url.port !== "" && url.port !== defaultPorts[url.protocol] && !testing?.allowPorts?.includes(Number(url.port))) {
    throw new SafeFetchError("ForbiddenPort", url.port);
  }
  return url;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).href;
  } catch {
    throw new SafeFetchError("InvalidUrl", "redirect");
  }
}

/** The one address the connection will use, after checking every address the name has. */
async function resolveHost(
  url: URL,
  testing: SafeFetchTestingOptions | undefined,
): Promise<{ address: string; family: number }> {
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const allowLoopback = testing?.allowLoopback ?? false;
  if (isIP(hostname)) {
    if (!isAllowedAddress(hostname, { allowLoopback })) throw new SafeFetchError("ForbiddenAddress", hostname);
    return { address: hostname, family: isIP(hostname) };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await (testing?.resolve ?? ((name: string) => dnsLookup(name, { all: true, verbatim: true })))(
      hostname,
    );
  } catch {
    throw new SafeFetchError("DnsFailure", hostname);
  }
  if (addresses.length === 0) throw new SafeFetchError("DnsFailure", hostname);
  // A name with one private address among public ones is refused: which one a client picks is not ours to guess.
  const refused = addresses.find(({ address }) => !isAllowedAddress(address, { allowLoopback }));
  if (refused) throw new SafeFetchError("ForbiddenAddress", `${hostname} -> ${refused.address}`);
  return addresses[0]!;
}

async function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const target = await resolveHost(url, options.testing);
  if (signal.aborted) throw new SafeFetchError("Timeout");
  // The socket connects to the address checked above, whatever the name would resolve to now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: "GET",
      agent: false,
      lookup: pinned,
      signal,
      headers: {
        "user-agent": safeFetchUserAgent,
        accept: options.accept?.join(", ") ?? "*/*",
        "accept-encoding": "identity",
      },
    });
    request.once("response", resolve);
    request.once("error", (error) =>
      reject(signal.aborted ? new SafeFetchError("Timeout") : new SafeFetchError("NetworkError", error.message)),
    );
    request.end();
  });
}

async function readLimited(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? Number.NaN);
  if (declared > maxBytes) {
    response.destroy();
    throw new SafeFetchError("TooLarge", String(declared));
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) {
        response.destroy();
        throw new SafeFetchError("TooLarge");
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw signal.aborted
      ? new SafeFetchError("Timeout")
      : new SafeFetchError("NetworkError", error instanceof Error ? error.message : undefined);
  }
  if (signal.aborted) throw new SafeFetchError("Timeout");
  return Buffer.concat(chunks, total);
}

function matchesType(contentType: string, accepted: string): boolean {
  const wanted = accepted.toLowerCase();
  return wanted.endsWith("/*") ? contentType.startsWith(wanted.slice(0, -1)) : contentType === wanted;
}
