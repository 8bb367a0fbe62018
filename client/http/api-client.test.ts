import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  apiRequest,
  dispatchApiError,
  handleApiErrorsGlobally,
  maxConcurrentRequests,
  requestsInFlight,
} from "./api-client";
import { rejectionOf } from "@/tests/support/rejection";

// A real HTTP server on loopback stands in for the API.
let server: Server;
let baseUrl = "";
const pending: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? "";
    if (url === "/api/ok")
      return void response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    if (url === "/api/echo") {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () =>
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ method: request.method, body: JSON.parse(body) })),
      );
      return;
    }
    if (url === "/api/locked") {
      return void response
        .writeHead(423, { "content-type": "application/json" })
        .end('{"error":{"code":"ResumeLocked","message":"locked"}}');
    }
    if (url === "/api/short") {
      return void response
        .writeHead(402, { "content-type": "application/json" })
        .end('{"error":{"code":"InsufficientTokens","message":"short","details":{"required":25,"balance":10}}}');
    }
    if (url === "/api/slow") return void pending.push(() => response.writeHead(200).end("{}"));
    if (url === "/api/broken") return void response.writeHead(502).end("<html>bad gateway</html>");
    response.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  pending.forEach((finish) => finish());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const failure = (promise: Promise<unknown>) => rejectionOf(promise, ApiError);

describe("apiRequest", () => {
  it("sends JSON and returns the parsed answer", async () => {
    expect(await apiRequest("/ok", { baseUrl })).toEqual({ ok: true });
    expect(await apiRequest("/api/echo", { baseUrl, method: "POST", json: { title: "CV" } })).toEqual({
      method: "POST",
      body: { title: "CV" },
    });
  });

  it("turns the API's error shape into its catalogue code", async () => {
    const error = await failure(apiRequest("/locked", { baseUrl }));
    expect([error.code, error.status]).toEqual(["ResumeLocked", 423]);
  });

  it("reports a missing endpoint, a broken answer and an unreachable server distinctly", async () => {
    expect((await failure(apiRequest("/nothing", { baseUrl }))).code).toBe("EndpointNotAvailable");
    expect((await failure(apiRequest("/broken", { baseUrl }))).code).toBe("SomethingWentWrong");
    expect((await failure(apiRequest("/ok", { baseUrl: "http://127.0.0.1:9" }))).code).toBe("NetworkUnavailable");
  });

  it("gives up after the timeout", async () => {
    expect((await failure(apiRequest("/slow", { baseUrl, timeoutMs: 50 }))).code).toBe("RequestTimedOut");
  });

  it("refuses an eleventh request while ten are in flight", async () => {
    const slow = Array.from({ length: maxConcurrentRequests }, () =>
      apiRequest("/slow", { baseUrl }).catch(() => null),
    );
    expect(requestsInFlight()).toBe(maxConcurrentRequests);
    expect((await failure(apiRequest("/ok", { baseUrl }))).code).toBe("TooManyConcurrentRequests");
    await expect.poll(() => pending.length).toBeGreaterThanOrEqual(maxConcurrentRequests);
    pending.splice(0).forEach((finish) => finish());
    await Promise.all(slow);
    expect(requestsInFlight()).toBe(0);
    expect(await apiRequest("/ok", { baseUrl })).toEqual({ ok: true });
  });
});

describe("app-wide error handlers", () => {
  it("offer every API failure to the registered handlers, and mark the one a handler answered", async () => {
    const seen: string[] = [];
    const stop = handleApiErrorsGlobally((error) => {
      seen.push(error.code);
      return error.code === "InsufficientTokens";
    });
    try {
      const short = await failure(apiRequest("/short", { baseUrl }));
      expect([short.code, short.status, short.body?.details]).toEqual([
        "InsufficientTokens",
        402,
        { required: 25, balance: 10 },
      ]);
      expect(short.handledGlobally).toBe(true);
      const locked = await failure(apiRequest("/locked", { baseUrl }));
      expect(locked.handledGlobally).toBe(false);
      expect(seen).toEqual(["InsufficientTokens", "ResumeLocked"]);
      // An error read from a stream is offered the same way, once.
      const streamed = new ApiError("InsufficientTokens", 200, { code: "InsufficientTokens", message: "short" });
      expect(dispatchApiError(dispatchApiError(streamed)).handledGlobally).toBe(true);
      expect(seen).toHaveLength(3);
    } finally {
      stop();
    }
    expect((await failure(apiRequest("/short", { baseUrl }))).handledGlobally).toBe(false);
    expect(seen).toHaveLength(3);
  });
});
