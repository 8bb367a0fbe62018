import "server-only";
import { BlockList, isIP } from "node:net";
import { config } from "@/lib/config";

// Who is asking, for per-address throttles, view counts and the loopback-only demo accounts.
//
// Next.js does not give route handlers the socket, and `next start` only fills X-Forwarded-For with
// the socket's address when the client did not send one (base-server.js: `??=`), so the header alone
// is whatever the client wrote. Our server entry (scripts/serve.mjs) therefore passes the socket's
// address in a header whose name is random per process (VITAE_SOCKET_ADDRESS_HEADER), after deleting
// any client-sent copy: no client can know or forge it.

const maxAddressLength = 64;

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && loopback.check(address, version === 6 ? "ipv6" : "ipv4");
}

/** One spelling per address: IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d. */
function normalise(address: string): string {
  const trimmed = address.trim().slice(0, maxAddressLength);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed)?.[1];
  return mapped && isIP(mapped) === 4 ? mapped : trimmed;
}

function forwardedEntries(forwardedFor: string | null): string[] {
  return (forwardedFor ?? "").split(",").map(normalise).filter(Boolean);
}

/**
 * The client's address, as the trusted proxies report it. With `trustedProxyHops` 0 it is the socket's
 * address and forwarded headers are ignored; with N, each of the N proxies in front appended the address
 * it saw to X-Forwarded-For, so the Nth entry from the right is the first one no client could write
 * (the same rule as Express's `trust proxy` hop count). Fewer entries than hops: the leftmost.
 */
export function resolveClientAddress({
  socketAddress,
  forwardedFor,
  trustedProxyHops,
}: {
  socketAddress: string | null;
  forwardedFor: string | null;
  trustedProxyHops: number;
}): string {
  const chain = [socketAddress ? normalise(socketAddress) : "unknown", ...forwardedEntries(forwardedFor).reverse()];
  return chain[Math.min(trustedProxyHops, chain.length - 1)] ?? "unknown";
}

function socketAddressOf(headers: Headers): string | null {
  const name = process.env.VITAE_SOCKET_ADDRESS_HEADER;
  return name ? headers.get(name) : null;
}

let warnedAboutUnknownSocket = false;

/** The client's address for throttling and view counts (see resolveClientAddress). */
export function clientAddress(headers: Headers): string {
  const socketAddress = socketAddressOf(headers);
  if (!socketAddress && config.TRUSTED_PROXY_HOPS === 0 && !warnedAboutUnknownSocket) {
    // Every client then shares one address: throttles stay safe (they only get stricter), but the
    // operator should start the app with `npm run serve` or set TRUSTED_PROXY_HOPS behind a proxy.
    warnedAboutUnknownSocket = true;
    console.warn(
      "Client addresses are unknown: start the app with `npm run serve` (scripts/serve.mjs), or set TRUSTED_PROXY_HOPS behind a proxy.",
    );
  }
  return resolveClientAddress({
    socketAddress,
    forwardedFor: headers.get("x-forwarded-for"),
    trustedProxyHops: config.TRUSTED_PROXY_HOPS,
  });
}

/**
 * Whether the request comes from this machine: the socket's address is loopback, and so is every
 * address a forwarding header names (a reverse proxy on the same machine connects from loopback on
 * behalf of remote clients). Headers can only make this false, never true.
 */
export function isLoopbackClient(headers: Headers): boolean {
  const socketAddress = socketAddressOf(headers);
  if (!socketAddress || !isLoopbackAddress(normalise(socketAddress))) return false;
  const named = [...forwardedEntries(headers.get("x-forwarded-for")), ...forwardedEntries(headers.get("x-real-ip"))];
  return !headers.has("forwarded") && named.every(isLoopbackAddress);
}
