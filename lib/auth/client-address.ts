import "server-only";
import { config } from "@/lib/config";

/**
 * The client's address for throttling. Next.js fills X-Forwarded-For with the socket address when no
 * proxy set it, and each proxy appends the address it saw, so the entry TRUSTED_PROXY_HOPS from the
 * right is the first one no client can forge (behind that many proxies).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded.at(-Math.min(config.TRUSTED_PROXY_HOPS, forwarded.length)) ?? headers.get("x-real-ip") ?? "unknown";
}
