// Types of scripts/lib/scripts-after-paint.mjs (plain JavaScript: scripts/serve.mjs runs it with node).

/** The page with its chunk scripts asked for after the first paint, or as it was when it has none. */
export function scriptsAfterFirstPaint(html: string, nonce: string): Promise<string>;
