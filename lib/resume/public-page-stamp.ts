import "server-only";
import { isReservedUsername } from "@/core/auth/reserved-usernames";
import { findPublicResume } from "./get-public-resume";

/**
 * What the public page /{username}/{slug} shows depends on, read fresh (one small query, no resume
 * data): the entry findPublicResume reads (the resume's stamp, which changes with every write of its
 * row, its slug and title, the owner's name and username, and whether the owner's plan shares pages).
 * Null when the page shows no resume (private, deleted, a wrong name, an app path).
 *
 * The marketing pages' cache in front of Next.js (scripts/lib/page-cache.mjs) keys a public page's
 * kept copy on it, so a copy is served only while the resume is public and unchanged, on any server.
 */
export async function publicPageStamp(where: { username: string; slug: string }): Promise<string | null> {
  if (isReservedUsername(where.username)) return null;
  try {
    return JSON.stringify(await findPublicResume(where));
  } catch {
    return null;
  }
}

/** The key the page cache reads the function by (scripts/serve.mjs runs in the same process). */
export const publicPageStampKey = Symbol.for("vitae.publicPageStamp");

/** Lends publicPageStamp to the server in front of Next.js; called once at start (instrumentation.ts). */
export function registerPublicPageStamp(): void {
  (globalThis as Record<symbol, unknown>)[publicPageStampKey] = publicPageStamp;
}
