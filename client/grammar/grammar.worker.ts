import { LocalLinter, type Dialect } from "harper.js";
import { binary } from "harper.js/binary";
import { dialectOf, toGrammarLint } from "@/core/ai/grammar/harper-lints";
import type { GrammarRequest, GrammarResponse } from "./grammar-protocol";

// The editor's spelling and grammar checker, off the main thread: Harper (WebAssembly) is compiled
// here once, on the first request, and every answer is plain data.

const linters = new Map<Dialect, Promise<LocalLinter>>();

function linterFor(dialect: Dialect): Promise<LocalLinter> {
  let linter = linters.get(dialect);
  if (!linter) {
    linter = (async () => {
      const instance = new LocalLinter({ binary, dialect });
      await instance.setup();
      return instance;
    })();
    linter.catch(() => linters.delete(dialect));
    linters.set(dialect, linter);
  }
  return linter;
}

self.onmessage = async (event: MessageEvent<GrammarRequest>) => {
  const { id, text, locale } = event.data;
  let response: GrammarResponse;
  try {
    const lints = await (await linterFor(dialectOf(locale))).lint(text, { language: "plaintext" });
    const data = lints.flatMap((lint) => {
      const grammarLint = toGrammarLint(lint);
      lint.free();
      return grammarLint ? [grammarLint] : [];
    });
    response = { id, lints: data };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(response);
};
