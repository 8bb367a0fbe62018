"use client";

// zod compiles object schemas with Function() when it may, and probes for it on the first parse. Under
// the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a
// violation; jitless parsing never tries. zod keeps its settings on globalThis.__zod_globalConfig
// (zod/v4/core): setting the flag there, in the object zod uses whether it loaded before or after this
// module, keeps zod itself out of the chunk every page loads (pages that never parse do not load it).
// Only in the browser: this module is also evaluated on the server (to render the page), where there is
// no such policy and jitless parsing costs the API's requests (a resume save's data parsed in about twice the time).
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof window !== "undefined") (global.__zod_globalConfig ??= {}).jitless = true;

export function ZodWithoutEval() {
  return null;
}
