import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { envSchema } from "@/lib/config/schema";
import { createPageCache, defaultGeoCountryHeaders, type PageCache } from "@/scripts/lib/page-cache.mjs";

/*
 * The marketing pages' cache (scripts/lib/page-cache.mjs) between a real HTTP front server and a real origin
 * server standing in for Next.js: the origin answers as the app does (a fresh nonce in the policy and every
 * script tag per response), and writes into the page the request headers it saw, so a test can tell what
 * reached a kept copy.
 */

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

let renders = 0;
/** The path of every render, in order. */
const rendered: string[] = [];
let originAnswer: (path: string) => { status?: number; setCookie?: string[]; isMarked?: boolean } = () => ({});
let origin: Server;
let front: Server;
let cache: PageCache;
let frontUrl = "";
let freshMs = 60_000;
/** A cache a test uses instead of the shared one. */
let active: PageCache | undefined;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  origin = createServer((request, response) => {
    renders += 1;
    rendered.push(request.url ?? "");
    const nonce = Buffer.from(`nonce-${renders}-${Math.random()}`).toString("base64");
    const { status = 200, setCookie = ["NEXT_LOCALE=en-US; Path=/"], isMarked } = originAnswer(request.url ?? "");
    response.statusCode = status;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("content-security-policy", `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    response.setHeader("set-cookie", setCookie);
    response.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
    const seen = ["host", "accept-language", "cf-ipcountry", "user-agent", "cookie", "x-extra"]
      .map((name) => `${name}=${request.headers[name] ?? ""}`)
      .join(";");
    response.end(
      `<html><head><script nonce="${nonce}">1</script></head><body${isMarked ? " data-needs-no-framework" : ""}>render ${renders} ${seen} ` +
        `<script nonce="${nonce}">self.__next_f.push(["${nonce}"])</script>صفحة</body></html>`,
    );
  });
  const originUrl = await listen(origin);
  cache = createPageCache({ origin: () => originUrl, geoHeaders: ["cf-ipcountry"], freshMs: 60_000 });
  front = createServer((request, response) => {
    const next = async () => void response.end("from next");
    void (active ?? createCacheFor(freshMs)).handle(request, response, next);
  });
  frontUrl = await listen(front);
});

// The tests that need another freshness get their own cache; the others share one.
const caches = new Map<number, PageCache>();
function createCacheFor(ms: number): PageCache {
  if (ms === 60_000) return cache;
  let made = caches.get(ms);
  if (!made) {
    made = createPageCache({
      origin: () => `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      geoHeaders: ["cf-ipcountry"],
      freshMs: ms,
    });
    caches.set(ms, made);
  }
  return made;
}

afterEach(() => {
  originAnswer = () => ({});
  freshMs = 60_000;
  active = undefined;
});
afterAll(() => {
  front.close();
  origin.close();
});

/** A raw request (no automatic decompression), the body decoded as the client would. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path is sent as the request target as it is (an absolute form too).
    const { hostname, port } = new URL(frontUrl);
    const outgoing = httpRequest({ hostname, port, path, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const body = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString("utf8") });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
const withoutNonce = (answer: Answer) => answer.body.replaceAll(nonceOf(answer)!, "NONCE");

describe("the marketing pages' cache", () => {
  it("renders a page once, then answers copies, each with a nonce of its own in the policy and every script", async () => {
    const before = renders;
    const first = await get("/pricing");
    const second = await get("/pricing");
    const third = await get("/pricing");
    expect(renders - before).toBe(1);
    expect([first, second, third].map((answer) => answer.headers["x-vitae-page-cache"])).toEqual([
      "miss",
      "hit",
      "hit",
    ]);
    const nonces = [first, second, third].map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const answer of [second, third]) {
      const nonce = nonceOf(answer)!;
      expect(answer.body.split(`nonce="${nonce}"`)).toHaveLength(3);
      expect(answer.body).toContain(`push(["${nonce}"])`);
      expect(answer.body).not.toContain(nonces[0]);
      expect(withoutNonce(answer)).toBe(withoutNonce(first));
    }
    expect(second.headers["set-cookie"]).toEqual(["NEXT_LOCALE=en-US; Path=/"]);
    // The browser may keep it for the back button (the app's own answer says no-store).
    expect(second.headers["cache-control"]).toBe("private, no-cache");
  });

  it("compresses each answer as the client accepts, and answers HEAD without a body", async () => {
    const plain = await get("/faq");
    const brotli = await get("/faq", { "accept-encoding": "br, gzip" });
    const gzip = await get("/faq", { "accept-encoding": "gzip" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(withoutNonce(brotli)).toBe(withoutNonce(plain));
    expect(withoutNonce(gzip)).toBe(withoutNonce(plain));
    expect(brotli.body).toContain("صفحة");
    const head = await get("/faq", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("keeps a copy per locale cookie, language and country, and renders it from those headers only", async () => {
    const arabic = await get("/ar-SA/templates", { "accept-language": "ar", "user-agent": "attacker", "x-extra": "1" });
    expect(arabic.body).toContain("accept-language=ar;");
    // The visitor's Host reaches the render (the app builds its alternate-language links from it).
    expect(arabic.body).toContain(`host=${new URL(frontUrl).host};`);
    // Headers outside the key never reach the copy that others are served.
    expect(arabic.body).not.toContain("attacker");
    expect(arabic.body).toContain("x-extra= ");
    const emirati = await get("/ar-SA/templates", { "accept-language": "ar", "cf-ipcountry": "AE" });
    expect(emirati.body).toContain("cf-ipcountry=AE;");
    expect(emirati.headers["x-vitae-page-cache"]).toBe("miss");
    const cookie = await get("/ar-SA/templates", { "accept-language": "ar", cookie: "NEXT_LOCALE=ar-SA" });
    expect(cookie.headers["x-vitae-page-cache"]).toBe("miss");
    expect(cookie.body).toContain("cookie=NEXT_LOCALE=ar-SA;");
    expect((await get("/ar-SA/templates", { "accept-language": "ar" })).headers["x-vitae-page-cache"]).toBe("hit");
  });

  it("leaves to Next.js every request that may differ per visitor or is not a marketing page", async () => {
    const before = renders;
    const passed = [
      await get("/", { cookie: "NEXT_LOCALE=en-US; vitae.session=abc" }),
      await get("/?utm_source=x"),
      await get("/templates", { rsc: "1" }),
      await get("/templates", { "next-router-prefetch": "1" }),
      await get("/dashboard/resumes"),
      await get("/demo-pro/sample-en-us"),
      await get("/templates/a/b"),
      // A request target in absolute or scheme-relative form never becomes a path the cache renders.
      await get("http://evil.example/templates"),
      await get("//evil.example/cv"),
    ];
    for (const answer of passed) expect(answer.body).toBe("from next");
    expect(renders).toBe(before);
  });

  it("answers a page it may not keep (a redirect, a 404, another cookie) to the one request, and renders it again", async () => {
    originAnswer = (path) =>
      path === "/examples"
        ? { status: 307 }
        : path === "/meta/terms-of-use"
          ? { setCookie: ["guest=1; Path=/"] }
          : { status: 404 };
    for (const path of ["/examples", "/meta/terms-of-use", "/templates/no-such-category"]) {
      const before = renders;
      const first = await get(path);
      const second = await get(path);
      expect(renders - before).toBe(2);
      expect(first.headers["x-vitae-page-cache"]).toBe("miss");
      expect(second.headers["x-vitae-page-cache"]).toBe("miss");
      expect(nonceOf(first)).not.toBe(nonceOf(second));
      expect(first.headers["cache-control"]).toContain("no-store");
    }
    expect((await get("/examples")).status).toBe(307);
  });

  it("renders a page once for requests that arrive together", async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get("/meta/privacy-policy")));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map(nonceOf)).size).toBe(6);
  });

  it("serves a copy past its freshness once while the next copy renders", async () => {
    freshMs = 50;
    await get("/ar-SA/faq");
    await new Promise((resolve) => setTimeout(resolve, 80));
    const stale = await get("/ar-SA/faq");
    expect(stale.headers["x-vitae-page-cache"]).toBe("stale");
    const renderOf = (answer: Answer) => Number(/render (\d+)/.exec(answer.body)![1]);
    await expect.poll(async () => renderOf(await get("/ar-SA/faq"))).toBeGreaterThan(renderOf(stale));
  });

  it("keeps a public resume page per answer of the app's lookup, asked on every request", async () => {
    let shows: string | null | Error = "version 1";
    const asked: string[] = [];
    active = createPageCache({
      origin: () => `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      publicPageStamp:
        () =>
        async ({ username, slug }) => {
          asked.push(`${username}/${slug}`);
          if (shows instanceof Error) throw shows;
          return shows;
        },
    });
    const rendersOf = () => rendered.filter((path) => path.endsWith("/ana%20b/cv")).length;
    expect((await get("/ana%20b/cv")).headers["x-vitae-page-cache"]).toBe("miss");
    expect((await get("/ana%20b/cv")).headers["x-vitae-page-cache"]).toBe("hit");
    expect((await get("/ar-SA/ana%20b/cv")).headers["x-vitae-page-cache"]).toBe("miss");
    expect(asked).toEqual(["ana b/cv", "ana b/cv", "ana b/cv"]);
    expect(rendersOf()).toBe(2);
    // Saved (a new stamp): rendered again at once, however fresh the copy was.
    shows = "version 2";
    expect((await get("/ana%20b/cv")).headers["x-vitae-page-cache"]).toBe("miss");
    expect(rendersOf()).toBe(3);
    // Made private, deleted or renamed (no resume to show), or the lookup failed: Next.js answers.
    shows = null;
    expect((await get("/ana%20b/cv")).body).toBe("from next");
    shows = new Error("database down");
    expect((await get("/ana%20b/cv")).body).toBe("from next");
    expect((await get("/ana/cv/more")).body).toBe("from next");
    expect(rendersOf()).toBe(3);
  });

  it("keeps a page that needs no framework (a public resume, the landing) without Next.js's scripts; others keep them", async () => {
    originAnswer = (path) => ({ isMarked: path !== "/pricing" });
    active = createPageCache({
      origin: () => `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
      publicPageStamp: () => async () => "version 1",
    });
    for (const path of ["/ana/marked", "/ana/marked"]) {
      const { body } = await get(path);
      expect(body).toContain("صفحة");
      expect(body).not.toContain("__next_f");
      // The page's own inline script stays, with this answer's nonce.
      expect(body).toMatch(/<script nonce="[^"]+">1<\/script>/);
    }
    expect((await get("/")).body).not.toContain("__next_f");
    expect((await get("/pricing")).body).toContain("self.__next_f.push");
  });

  it("keys on the same country headers the app reads by default", () => {
    expect(envSchema.shape.GEO_COUNTRY_HEADERS.parse(undefined)).toBe(defaultGeoCountryHeaders);
  });
});
