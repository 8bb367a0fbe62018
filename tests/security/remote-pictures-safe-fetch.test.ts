import type { IncomingMessage, Server } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  safeFetch,
  SafeFetchError,
  safeFetchUserAgent,
  type SafeFetchOptions,
  type SafeFetchRefusal,
} from "@/lib/net/safe-fetch";
import { closeServer, listenOnLoopback, redirectTo, respondWith, type Route } from "@/tests/support/loopback-server";
import { rejectionOf } from "@/tests/support/rejection";

// The remote side of every test is a real HTTP server on 127.0.0.1. Refusals are checked with the
// default rules (loopback refused); the success paths opt in to loopback and the server's port
// through the tests-only option, which is what the refusals below also prove is needed.

type Hit = { url: string; headers: IncomingMessage["headers"] };
let hits: Hit[] = [];
let server: Server;
let port: number;
let base: string;

const routes: Record<string, Route> = {
  "/picture": respondWith(200, { "content-type": "image/png", "set-cookie": "tracker=1" }, Buffer.from("png-bytes")),
  "/to-metadata": redirectTo(302, "http://169.254.169.254/latest/meta-data/"),
  "/to-private": redirectTo(301, "http://10.0.0.7/admin"),
  "/to-mapped": redirectTo(307, "http://[::ffff:192.168.1.1]/"),
  "/to-file": redirectTo(302, "file:///etc/passwd"),
  "/to-other-port": redirectTo(302, "http://127.0.0.1:6379/"),
  "/large-declared": respondWith(
    200,
    { "content-type": "image/png", "content-length": String(10_000) },
    Buffer.alloc(10_000),
  ),
  "/large-streamed": (_request, response) => {
    // No Content-Length: only counting while reading can stop this.
    response.writeHead(200, { "content-type": "image/png" });
    const timer = setInterval(() => response.write(Buffer.alloc(4096)), 1);
    response.on("close", () => clearInterval(timer));
  },
  "/silent": () => {
    // Never answers.
  },
  "/slow-body": (_request, response) => {
    response.writeHead(200, { "content-type": "image/png" });
    response.write("a");
  },
  "/html": respondWith(200, { "content-type": "text/html" }, "<p>hello</p>"),
  "/missing": respondWith(404),
};

beforeAll(async () => {
  ({ server, port, base } = await listenOnLoopback((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    hits.push({ url: request.url ?? "", headers: request.headers });
    const chain = /^\/chain\/(\d+)$/.exec(path);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return routes["/picture"]!(request, response);
      response.writeHead(302, { location: `/chain/${left - 1}`, "set-cookie": "session=abc" });
      return response.end();
    }
    (routes[path] ?? routes["/missing"]!)(request, response);
  }));
});

afterAll(() => closeServer(server));

beforeEach(() => {
  hits = [];
});

const limits = { maxBytes: 1024, timeoutMs: 2000 } satisfies SafeFetchOptions;
const loopbackAllowed = () => ({ ...limits, testing: { allowLoopback: true, allowPorts: [port] } });

async function refusal(promise: Promise<unknown>): Promise<SafeFetchRefusal> {
  return (await rejectionOf(promise, SafeFetchError)).reason;
}

describe("safeFetch refuses what only the server can reach", () => {
  it.each([
    ["loopback", "http://127.0.0.1/"],
    ["loopback elsewhere in 127/8", "http://127.10.20.30/"],
    ["decimal loopback", "http://2130706433/"],
    ["hex loopback", "http://0x7f.1/"],
    ["octal loopback", "http://0177.0.0.1/"],
    ["short loopback", "http://127.1/"],
    ["private 10/8", "http://10.0.0.1/"],
    ["private 172.16/12", "http://172.16.5.4/"],
    ["private 192.168/16", "http://192.168.1.1/"],
    ["link-local (cloud metadata)", "http://169.254.169.254/latest/meta-data/"],
    ["CGNAT", "http://100.64.0.1/"],
    ["multicast", "http://224.0.0.1/"],
    ["broadcast", "http://255.255.255.255/"],
    ["unspecified", "http://0.0.0.0/"],
    ["unspecified shorthand", "http://0/"],
    ["IPv6 loopback", "http://[::1]/"],
    ["IPv6 unspecified", "http://[::]/"],
    ["IPv6 unique-local", "http://[fd12:3456::1]/"],
    ["IPv6 link-local", "http://[fe80::1]/"],
    ["IPv6 multicast", "http://[ff02::1]/"],
    ["IPv4-mapped loopback", "http://[::ffff:127.0.0.1]/"],
    ["IPv4-mapped private", "http://[::ffff:10.1.2.3]/"],
    ["IPv4-mapped metadata", "http://[::ffff:169.254.169.254]/"],
    ["IPv4-mapped CGNAT (hex form)", "http://[::ffff:6440:1]/"],
    ["IPv4-compatible loopback", "http://[::127.0.0.1]/"],
    ["NAT64 loopback", "http://[64:ff9b::127.0.0.1]/"],
    ["6to4 of loopback", "http://[2002:7f00:1::]/"],
  ])("%s: %s", async (_name, url) => {
    expect(await refusal(safeFetch(url, limits))).toBe("ForbiddenAddress");
  });

  it("refuses a name that resolves to loopback, and the server never sees a request", async () => {
    expect(
      await refusal(safeFetch(`http://localhost:${port}/picture`, { ...limits, testing: { allowPorts: [port] } })),
    ).toBe("ForbiddenAddress");
    expect(await refusal(safeFetch(`${base}/picture`, { ...limits, testing: { allowPorts: [port] } }))).toBe(
      "ForbiddenAddress",
    );
    expect(hits).toEqual([]);
  });

  it("refuses a name with any private address among its answers", async () => {
    const resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.8", family: 4 },
    ];
    expect(await refusal(safeFetch("http://mixed.example/", { ...limits, testing: { resolve } }))).toBe(
      "ForbiddenAddress",
    );
  });

  it("refuses ports other than the scheme's default", async () => {
    expect(await refusal(safeFetch(`${base}/picture`, { ...limits, testing: { allowLoopback: true } }))).toBe(
      "ForbiddenPort",
    );
    expect(await refusal(safeFetch("http://93.184.215.14:22/", limits))).toBe("ForbiddenPort");
    expect(hits).toEqual([]);
  });

  it.each([
    "file:///etc/passwd",
    "ftp://93.184.215.14/x",
    "gopher://93.184.215.14/",
    "data:image/png;base64,AA==",
    "javascript:alert(1)",
  ])("refuses the protocol of %s", async (url) => {
    expect(await refusal(safeFetch(url, limits))).toBe("ForbiddenProtocol");
  });

  it("refuses addresses with credentials and strings that are not URLs", async () => {
    expect(await refusal(safeFetch("http://user:secret@93.184.215.14/", limits))).toBe("InvalidUrl");
    expect(await refusal(safeFetch("/uploads/x.png", limits))).toBe("InvalidUrl");
  });

  it.each([
    ["/to-metadata", "ForbiddenAddress"],
    ["/to-private", "ForbiddenAddress"],
    ["/to-mapped", "ForbiddenAddress"],
    ["/to-file", "ForbiddenProtocol"],
    ["/to-other-port", "ForbiddenPort"],
  ])("checks every redirect again: %s", async (path, reason) => {
    expect(await refusal(safeFetch(`${base}${path}`, loopbackAllowed()))).toBe(reason);
    expect(hits.map((hit) => hit.url)).toEqual([path]);
  });

  it("follows at most three redirects, without sending the cookies they set", async () => {
    const fetched = await safeFetch(`${base}/chain/3`, loopbackAllowed());
    expect(fetched.body.toString()).toBe("png-bytes");
    expect(hits.map((hit) => hit.headers.cookie)).toEqual([undefined, undefined, undefined, undefined]);
    hits = [];
    expect(await refusal(safeFetch(`${base}/chain/4`, loopbackAllowed()))).toBe("TooManyRedirects");
    expect(hits).toHaveLength(4);
  });

  it("refuses a body over the limit, announced or streamed", async () => {
    expect(await refusal(safeFetch(`${base}/large-declared`, loopbackAllowed()))).toBe("TooLarge");
    const started = Date.now();
    expect(await refusal(safeFetch(`${base}/large-streamed`, { ...loopbackAllowed(), maxBytes: 64 * 1024 }))).toBe(
      "TooLarge",
    );
    // Stopped at the limit, not at the deadline.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("gives up at the deadline, waiting for the answer or for the body", async () => {
    for (const path of ["/silent", "/slow-body"]) {
      const started = Date.now();
      expect(await refusal(safeFetch(`${base}${path}`, { ...loopbackAllowed(), timeoutMs: 300 }))).toBe("Timeout");
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("refuses an unexpected media type and an error status", async () => {
    expect(await refusal(safeFetch(`${base}/html`, { ...loopbackAllowed(), accept: ["image/*"] }))).toBe(
      "UnacceptableType",
    );
    expect(await refusal(safeFetch(`${base}/missing`, loopbackAllowed()))).toBe("HttpStatus");
  });

  it("refuses the tests-only allowance in a production build", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      await expect(safeFetch(`${base}/picture`, loopbackAllowed())).rejects.toThrow(/tests only/);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(hits).toEqual([]);
  });
});

describe("safeFetch fetches what it may", () => {
  it("answers the body, naming the app and sending no cookie, credential or Referer", async () => {
    const fetched = await safeFetch(`${base}/picture`, { ...loopbackAllowed(), accept: ["image/*"] });
    expect(fetched).toMatchObject({ status: 200, contentType: "image/png", url: `${base}/picture` });
    expect(fetched.body.toString()).toBe("png-bytes");
    expect(hits).toHaveLength(1);
    const headers = hits[0]!.headers;
    expect(headers["user-agent"]).toBe(safeFetchUserAgent);
    expect(headers.accept).toBe("image/*");
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  });

  it("connects to the address it checked, never resolving the name a second time", async () => {
    const resolve = vi.fn(async () => [{ address: "127.0.0.1", family: 4 }]);
    const fetched = await safeFetch(`http://pictures.example:${port}/picture`, {
      ...limits,
      testing: { allowLoopback: true, allowPorts: [port], resolve },
    });
    expect(fetched.body.toString()).toBe("png-bytes");
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(hits[0]!.headers.host).toBe(`pictures.example:${port}`);
  });
});
