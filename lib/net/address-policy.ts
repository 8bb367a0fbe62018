import "server-only";
import ipaddr from "ipaddr.js";

/**
 * Whether the server may connect to `address` (an IPv4 or IPv6 literal, as DNS or the URL parser
 * gives it) when fetching something a user named. Only globally routable unicast addresses pass:
 * loopback, private (RFC 1918), link-local (169.254/16, where cloud metadata lives), CGNAT,
 * multicast, broadcast, unspecified, reserved and documentation ranges are refused, and so are IPv6
 * loopback, unique-local, link-local, multicast and every IPv6 form that embeds an IPv4 address
 * (mapped, compatible, NAT64, 6to4, Teredo), which are checked as the IPv4 address they carry or
 * refused outright. Ranges come from ipaddr.js, not from hand-written patterns.
 *
 * `allowLoopback` exists for tests that serve the remote side on 127.0.0.1; nothing else sets it.
 */
export function isAllowedAddress(
  address: string,
  { allowLoopback = false }: { allowLoopback?: boolean } = {},
): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (allowLoopback && range === "loopback") return true;
  if (range !== "unicast") return false;
  // ipaddr.js calls the deprecated IPv4-compatible ::a.b.c.d "unicast": only global unicast (2000::/3) is the internet.
  return parsed.kind() === "ipv4" || (parsed as ipaddr.IPv6).match(globalUnicast);
}

const globalUnicast = ipaddr.parseCIDR("2000::/3") as [ipaddr.IPv6, number];
