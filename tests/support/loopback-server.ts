import { once } from "node:events";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server on a free port of `host`, with its port and its address on 127.0.0.1. */
export async function listenOnLoopback(
  handle: http.RequestListener,
  host = "127.0.0.1",
): Promise<{ server: http.Server; port: number; base: string }> {
  const server = http.createServer(handle);
  server.listen(0, host);
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { server, port, base: `http://127.0.0.1:${port}` };
}

/** Closes the server, dropping the connections still open (a route that never answers keeps one). */
export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * listenOnLoopback for the tests of one file: the server listens before they run and is closed after them. Its
 * port and base address exist once they run: read them in a test or a hook, not when the file loads.
 */
export function loopbackServerForTests(
  handle: http.RequestListener,
  host?: string,
): { readonly port: number; readonly base: string } {
  let listening: Awaited<ReturnType<typeof listenOnLoopback>> | undefined;
  beforeAll(async () => {
    listening = await listenOnLoopback(handle, host);
  });
  afterAll(async () => {
    if (listening) await closeServer(listening.server);
  });
  const started = () => {
    if (!listening) throw new Error("The loopback server listens from beforeAll on: read it in a test or a hook.");
    return listening;
  };
  return {
    get port() {
      return started().port;
    },
    get base() {
      return started().base;
    },
  };
}

/** A route that redirects to `location` with `status`. */
export function redirectTo(status: number, location: string): Route {
  return (_request, response) => {
    response.writeHead(status, { location });
    response.end();
  };
}

/** A route that answers `status` with these headers and body. */
export function respondWith(status: number, headers: http.OutgoingHttpHeaders = {}, body?: string | Buffer): Route {
  return (_request, response) => {
    response.writeHead(status, headers);
    response.end(body);
  };
}
