import type { GrammarLint } from "@/core/ai/grammar/harper-lints";
import type { GrammarRequest, GrammarResponse } from "./grammar-protocol";

// One grammar worker per tab, started by the first check (so the builder's first load does not pay
// for Harper's WebAssembly), shared by every editor on the page.

let worker: Worker | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (lints: GrammarLint[]) => void; reject: (error: Error) => void }>();

function theWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL("./grammar.worker.ts", import.meta.url), { type: "module", name: "grammar" });
  worker.onmessage = (event: MessageEvent<GrammarResponse>) => {
    const request = pending.get(event.data.id);
    if (!request) return;
    pending.delete(event.data.id);
    if ("error" in event.data) request.reject(new Error(event.data.error));
    else request.resolve(event.data.lints);
  };
  worker.onerror = (event) => {
    // The worker could not start or crashed: fail what waits, and start afresh next time.
    for (const request of pending.values()) request.reject(new Error(event.message || "grammar worker failed"));
    pending.clear();
    worker?.terminate();
    worker = undefined;
  };
  return worker;
}

/** Harper's lints for a text, in UTF-16 offsets. */
export function checkGrammar(text: string, locale: string): Promise<GrammarLint[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    theWorker().postMessage({ id, text, locale } satisfies GrammarRequest);
  });
}
