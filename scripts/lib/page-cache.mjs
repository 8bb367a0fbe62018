// The page cache in front of Next.js (scripts/serve.mjs, production only): marketing and public resume pages.
//
// Every page carries a fresh CSP nonce (proxy.ts), so Next.js renders each one per request: the landing
// cost 40-100 ms of the server's thread a visit. The marketing pages (the landing, the template gallery
// and its categories, pricing, the FAQ, the examples and the legal pages) are the same for every visitor
// without cookies: the header's account corner is a client island, and what else varies is the locale
// (path, NEXT_LOCALE cookie, Accept-Language) and the Gulf content (the edge's country header). Such a
// request is answered from a copy rendered once per key and kept for a few seconds (then served while a
// new copy renders): the copy's nonce, a random 128-bit value that is in every script tag and the policy,
// is replaced by a new one for each response, so no two responses share a nonce, as before.
//
// A public resume page (/{username}/{slug}) is the same for every visitor too (the visit is counted by the
// browser afterwards). Who may see it is still asked on every request: the app's lookup
// (lib/resume/public-page-stamp.ts: one small query) says what the page shows now, or that it shows no
// resume, and the copy is kept under that answer. A resume made private, renamed, changed or deleted, or
// whose owner's plan lapsed, is never served from an old copy, by any server.
//
// - What is cached: a 200 HTML answer whose policy has a nonce and that sets no cookie but the locale's.
//   Anything else (a redirect, a 404, an error) is answered to the one request that asked, never kept.
// - The copy is rendered by a request built only from the key (over a private loopback port), so no
//   header the key leaves out can reach a cached page.
// - A kept copy's scripts are asked for after its first paint (scripts/lib/scripts-after-paint.mjs); a page that
//   marks itself as needing none of them (a public resume, the landing: their own inline scripts answer everything)
//   is kept without them.
// - A request with any cookie but NEXT_LOCALE (a session, a guest), a query string, or Next.js's router
//   headers (client navigations) goes to Next.js as before.
import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parse as parseCookies } from "cookie";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { scriptsAfterFirstPaint, withoutFrameworkScripts } from "./scripts-after-paint.mjs";

/** The edge headers naming the visitor's country that the app reads by default (GEO_COUNTRY_HEADERS, lib/config/schema.ts). */
export const defaultGeoCountryHeaders = "x-vercel-ip-country,cf-ipcountry";

// The marketing pages, with or without a locale prefix. Next.js answers whether the page exists.
const marketingPath =
  /^(?:\/[a-z]{2}-[A-Z]{2})?(?:\/templates(?:\/[a-z0-9-]{1,64})?|\/pricing|\/faq|\/examples|\/meta\/(?:privacy-policy|terms-of-use))?\/?$/;
// A public resume, /{username}/{slug}, with or without a locale prefix.
const publicPath = /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?![a-z]{2}-[A-Z]{2}\/)([^/]+)\/([^/]+)$/;
const localeCookie = "NEXT_LOCALE";
// Hop-by-hop headers and those this cache sets itself.
const dropped = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
]);
const nonceInPolicy = /'nonce-([A-Za-z0-9+/=_-]{16,})'/;

/** @param {Buffer} body @param {Buffer} separator */
function split(body, separator) {
  const parts = [];
  let start = 0;
  for (let found = body.indexOf(separator); found !== -1; found = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, found));
    start = found + separator.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * One request to the app (node:http, not fetch, which would not send the visitor's Host: the app builds
 * its alternate-language links from it).
 * @param {string} origin @param {string} path @param {Record<string, string>} headers
 * @returns {Promise<{ statusCode: number; headers: import("node:http").IncomingHttpHeaders; body: Buffer }>}
 */
function ask(origin, path, headers) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, headers, timeout: 20_000 }, (answer) => {
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () =>
        resolve({ statusCode: answer.statusCode ?? 500, headers: answer.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error(`${path} took over 20 s`)));
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const brotli = promisify(zlib.brotliCompress);
// Each answer is compressed anew (its nonce differs). On the 318 KB landing: Brotli quality 2 takes 1.3 ms
// for 57.7 KB, where gzip's level 4 takes 2.2 ms for 63.7 KB (level 6, Next.js's, 4 ms for 60.4 KB).
const brotliQuality = 2;
// A 256 KB window (the default 4 MB one is allocated and zeroed per answer: with 20 answers at once the
// server ran at 40 % of the rate) costs 0.1 % of the size here.
const brotliWindowBits = 18;
// Brotli first where the client accepts both equally (browsers send "gzip, deflate, br, zstd").
const encodings = ["br", "gzip", "identity"];
const gzip = promisify(zlib.gzip);

/**
 * @typedef {{
 *   status: number;
 *   headers: [string, string][];
 *   setCookies: string[];
 *   nonce: string | undefined;
 *   parts: Buffer[];
 *   size: number;
 *   cacheable: boolean;
 *   at: number;
 * }} Page
 */

/**
 * @param {{
 *   origin: () => string;
 *   publicPageStamp?: () => ((where: { username: string; slug: string }) => Promise<string | null>) | undefined;
 *   geoHeaders?: string[];
 *   freshMs?: number;
 *   keepMs?: number;
 *   maxBytes?: number;
 * }} options
 *   `origin`: where the copies are rendered (the app's private loopback address). `publicPageStamp`: the
 *   app's lookup of what a public resume page shows (lib/resume/public-page-stamp.ts), null when it shows
 *   none; a public page is kept per answer, asked on every request, so a copy is served only while the
 *   resume is public and unchanged. `freshMs`: how long a copy is served as it is; after that it is still
 *   served while a new one renders, up to `keepMs`.
 */
export function createPageCache({
  origin,
  publicPageStamp = () => undefined,
  geoHeaders = [],
  freshMs = 10_000,
  keepMs = 10 * 60_000,
  maxBytes = 64 * 2 ** 20,
}) {
  const varying = ["host", "x-forwarded-host", "x-forwarded-proto", "accept-language", ...geoHeaders];
  /** @type {LRUCache<string, Page>} */
  const pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.size), ttl: keepMs });
  /** @type {Map<string, Promise<Page | undefined>>} */
  const rendering = new Map();

  /**
   * The request's key, or undefined when it goes to Next.js.
   * @param {import("node:http").IncomingMessage} request
   */
  async function keyOf(request) {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const url = request.url ?? "";
    const isMarketing = marketingPath.test(url);
    const publicPage = isMarketing ? null : publicPath.exec(url);
    if (url.includes("?") || (!isMarketing && !publicPage)) return undefined;
    for (const name of Object.keys(request.headers))
      if (name === "rsc" || name.startsWith("next-") || name === "range" || name === "authorization") return undefined;
    let locale = "";
    if (request.headers.cookie) {
      const cookies = Object.entries(parseCookies(request.headers.cookie));
      if (cookies.some(([name]) => name !== localeCookie)) return undefined;
      locale = cookies.find(([name]) => name === localeCookie)?.[1] ?? "";
    }
    let shows = null;
    if (publicPage) {
      const lookup = publicPageStamp();
      if (!lookup) return undefined;
      try {
        shows = await lookup({ username: decodeURIComponent(publicPage[1]), slug: decodeURIComponent(publicPage[2]) });
      } catch {
        return undefined;
      }
      if (shows === null) return undefined;
    }
    return JSON.stringify([url, locale, shows, ...varying.map((name) => request.headers[name] ?? null)]);
  }

  /** Renders the key's page over the loopback port, from the key's headers only. */
  async function render(key) {
    const [url, locale, , ...values] = JSON.parse(key);
    const headers = { accept: "text/html", "accept-encoding": "identity" };
    varying.forEach((name, index) => {
      if (values[index] !== null) headers[name] = values[index];
    });
    if (locale) headers.cookie = `${localeCookie}=${encodeURIComponent(locale)}`;
    const answer = await ask(origin(), url, headers);
    const setCookies = answer.headers["set-cookie"] ?? [];
    /** @type {[string, string][]} */
    const kept = Object.entries(answer.headers).flatMap(([name, value]) =>
      dropped.has(name) || name === "set-cookie" || value === undefined
        ? []
        : [[name, Array.isArray(value) ? value.join(", ") : value]],
    );
    const nonce = nonceInPolicy.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1];
    const isHtml = String(answer.headers["content-type"] ?? "").startsWith("text/html");
    const cacheable =
      answer.statusCode === 200 &&
      isHtml &&
      nonce !== undefined &&
      setCookies.every((cookie) => cookie.startsWith(`${localeCookie}=`));
    const html = cacheable ? answer.body.toString("utf8") : "";
    const body = cacheable
      ? Buffer.from((await withoutFrameworkScripts(html)) || (await scriptsAfterFirstPaint(html, String(nonce))))
      : answer.body;
    return {
      status: answer.statusCode,
      headers: kept,
      setCookies,
      nonce,
      // The body cut at the nonce: a response joins the pieces with its own.
      parts: isHtml && nonce ? split(body, Buffer.from(nonce)) : [body],
      size: body.length,
      cacheable,
      at: Date.now(),
    };
  }

  /** One rendering per key at a time; a cacheable page replaces the kept copy, any other drops it. */
  function renderOnce(key) {
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(key)
        .then((page) => {
          if (page.cacheable) pages.set(key, page);
          else pages.delete(key);
          return page;
        })
        .catch((error) => {
          // The request goes to Next.js instead, which answers (or reports) it.
          console.error(`The page cache could not render ${JSON.parse(key)[0]}:`, error);
          return undefined;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @param {Page} page
   * @param {string} state
   */
  async function send(request, response, page, state) {
    const nonce = page.nonce ? randomBytes(16).toString("base64") : undefined;
    const mark = Buffer.from(nonce ?? "");
    const body = Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [mark, part])));
    const encoding =
      request.method === "HEAD" ? "identity" : new Negotiator(request).encoding(encodings, { preferred: encodings });
    const encoded =
      encoding === "br"
        ? await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
              [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : encoding === "gzip"
          ? await gzip(body, { level: 4 })
          : body;
    if (response.destroyed) return;
    response.statusCode = page.status;
    for (const [name, value] of page.headers)
      response.setHeader(name, nonce ? value.replaceAll(String(page.nonce), nonce) : value);
    if (page.setCookies.length > 0) response.setHeader("set-cookie", page.setCookies);
    // A kept page is nobody's own: the browser may keep it too (to be asked again before any use), so the
    // back button restores it at once (a no-store page never enters the back/forward cache).
    if (page.cacheable) response.setHeader("cache-control", "private, no-cache");
    if (encoding === "br" || encoding === "gzip") response.setHeader("content-encoding", encoding);
    response.setHeader("x-vitae-page-cache", state);
    if (request.method === "HEAD") return void response.end();
    response.setHeader("content-length", encoded.length);
    response.end(encoded);
  }

  return {
    /**
     * Answers a cacheable request from the cache (rendering its page first on a miss), or calls `next`
     * (Next.js's handler) for any other request, and for a miss whose answer may not be shared while
     * another request rendered it.
     *
     * @param {import("node:http").IncomingMessage} request
     * @param {import("node:http").ServerResponse} response
     * @param {() => Promise<void>} next
     */
    async handle(request, response, next) {
      const key = await keyOf(request);
      if (key === undefined) return next();
      const kept = pages.get(key);
      if (kept) {
        const fresh = Date.now() - kept.at < freshMs;
        if (!fresh) void renderOnce(key);
        return send(request, response, kept, fresh ? "hit" : "stale");
      }
      const isFirst = !rendering.has(key);
      const page = await renderOnce(key);
      // A page that may not be kept (a redirect, a 404, a cookie) is sent to the request that rendered it.
      if (page && (page.cacheable || isFirst)) return send(request, response, page, "miss");
      return next();
    },
  };
}
