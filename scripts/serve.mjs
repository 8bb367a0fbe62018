#!/usr/bin/env node
// The app's HTTP server: Next.js's request handler behind a plain Node server, so that every request
// carries the address of the socket it came from (`npm run serve`, `npm start`, `npm run dev` and the
// e2e servers all start it). Next.js gives route handlers no socket, and `next start` fills
// X-Forwarded-For with the socket's address only when the client sent none, so a client could pose as
// any address. Here each request gets the socket's address in a header whose name is random per
// process (VITAE_SOCKET_ADDRESS_HEADER, read by lib/auth/client-address.ts), and any client-sent header
// of that family is deleted first.
//
//   node scripts/serve.mjs [--dev] [-p PORT] [-H HOSTNAME]
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { collectWhenIdle } from "./lib/idle-collection.mjs";
import { createPageCache, defaultGeoCountryHeaders } from "./lib/page-cache.mjs";
import { keepAliveTimeoutMs, root } from "./lib/project.mjs";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
  },
});
const dev = values.dev;
// A production build is production whatever the environment says (DECISIONS.md "Production"); Next
// reads NODE_ENV as it loads, so it is set before the import.
process.env.NODE_ENV = dev ? "development" : "production";
const socketHeaderPrefix = "x-vitae-socket-";
const socketHeader = `${socketHeaderPrefix}${randomBytes(16).toString("hex")}`;
process.env.VITAE_SOCKET_ADDRESS_HEADER = socketHeader;

const port = Number(values.port ?? process.env.PORT ?? 3000);
// Unset: every interface, as `next start` does.
const hostname = values.hostname ?? process.env.HOSTNAME;
const { default: next } = await import("next");
const app = next({ dev, dir: root, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

/** @param {import("node:http").IncomingMessage} request */
function withSocketAddress(request) {
  for (const name of Object.keys(request.headers))
    if (name.startsWith(socketHeaderPrefix)) delete request.headers[name];
  request.headers[socketHeader] = request.socket.remoteAddress ?? "";
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
const failed = (request, response) => (error) => {
  console.error(`Failed to handle ${request.method} ${request.url}`, error);
  if (!response.headersSent) response.statusCode = 500;
  response.end();
};

/** @type {import("node:http").RequestListener} */
function onRequest(request, response) {
  withSocketAddress(request);
  handle(request, response).catch(failed(request, response));
}

// A loopback port of the app's own, for warming up and for rendering the marketing pages' cached copies.
const privateServer = createServer(onRequest);
await new Promise((resolve) => privateServer.listen(0, "127.0.0.1", () => resolve(undefined)));
const privateAddress = privateServer.address();
const privateOrigin = `http://127.0.0.1:${typeof privateAddress === "object" && privateAddress ? privateAddress.port : 0}`;

/**
 * Next.js loads a route's server code on the route's first request (1-4 s here), and V8 compiles a
 * render's hot paths over its first few: the first visitors would wait for both. In production the port
 * opens only after the most visited routes were each asked three times over the private loopback port (the
 * landing also waits for the database's preparation); at most 30 s, after which the port opens anyway.
 * VITAE_WARM_UP=0 skips it.
 */
async function warmUp() {
  const deadline = AbortSignal.timeout(30_000);
  // Each path three times: the first loads its code, the next ones let V8 compile the render's hot paths.
  const ask = (path) =>
    fetch(privateOrigin + path, { signal: deadline, redirect: "manual" })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  await Promise.all(
    ["/robots.txt", "/", "/templates"].map(async (path) => {
      for (let round = 0; round < 3; round += 1) await ask(path);
    }),
  );
}
if (!dev && process.env.VITAE_WARM_UP !== "0") await warmUp();

// The marketing and public resume pages, served to visitors without cookies from kept copies
// (scripts/lib/page-cache.mjs); production only. VITAE_PAGE_CACHE=0 turns it off.
const pageCache =
  dev || process.env.VITAE_PAGE_CACHE === "0"
    ? undefined
    : createPageCache({
        origin: () => privateOrigin,
        // Lent by the app as it starts (lib/resume/public-page-stamp.ts); until then public pages go to Next.js.
        publicPageStamp: () => globalThis[Symbol.for("vitae.publicPageStamp")],
        geoHeaders: `${defaultGeoCountryHeaders},${process.env.GEO_COUNTRY_HEADERS ?? ""}`
          .split(",")
          .map((name) => name.trim().toLowerCase())
          .filter(Boolean),
      });

/** @type {import("node:http").RequestListener} */
function onPublicRequest(request, response) {
  if (!pageCache) return onRequest(request, response);
  withSocketAddress(request);
  pageCache.handle(request, response, () => handle(request, response)).catch(failed(request, response));
}

const server = createServer(onPublicRequest);
const upgrade = app.getUpgradeHandler();
server.on("upgrade", (request, socket, head) => {
  withSocketAddress(request);
  upgrade(request, socket, head).catch(() => socket.destroy());
});
server.keepAliveTimeout = keepAliveTimeoutMs;
// The garbage of a busy spell given back once it is over (scripts/lib/idle-collection.mjs); production only.
// VITAE_IDLE_COLLECTION=0 turns it off.
if (!dev && process.env.VITAE_IDLE_COLLECTION !== "0") collectWhenIdle([server, privateServer]);
server.listen(port, hostname, () =>
  console.log(`▸ Vitae ${dev ? "(development) " : ""}listening on http://${hostname ?? "localhost"}:${port}`),
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    privateServer.close();
    void app.close().finally(() => process.exit(0));
  });
}
