// Types of scripts/lib/page-cache.mjs (plain JavaScript: scripts/serve.mjs runs it with node).
import type { IncomingMessage, ServerResponse } from "node:http";

export const defaultGeoCountryHeaders: string;
export type PageCache = {
  handle(request: IncomingMessage, response: ServerResponse, next: () => Promise<void>): Promise<void>;
};
export function createPageCache(options: {
  origin: () => string;
  publicPageStamp?: () => ((where: { username: string; slug: string }) => Promise<string | null>) | undefined;
  geoHeaders?: string[];
  freshMs?: number;
  keepMs?: number;
  maxBytes?: number;
}): PageCache;
