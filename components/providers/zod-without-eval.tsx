"use client";

import { z } from "zod";

// zod compiles object schemas with Function() when it may, and probes for it on the first parse. Under
// the app's Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a
// violation; jitless parsing never tries. Evaluated with the first client chunk of every page.
z.config({ jitless: true });

export function ZodWithoutEval() {
  return null;
}
