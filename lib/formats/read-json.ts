import "server-only";
import secureJsonParse from "secure-json-parse";
import { importError } from "./import-error";
import { importLimits } from "./limits";

/**
 * An imported JSON file as a value: size-capped, refusing `__proto__` and `constructor.prototype`
 * keys (prototype pollution) and nesting deeper than a resume ever needs.
 */
export function readImportJson(input: string | Uint8Array): unknown {
  const text = typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: false }).decode(input);
  if (Buffer.byteLength(text, "utf8") > importLimits.maxFileBytes) throw importError("fileTooLarge");
  let value: unknown;
  try {
    value = secureJsonParse.parse(text.replace(/^\uFEFF/, ""), null, {
      protoAction: "error",
      constructorAction: "error",
    });
  } catch (error) {
    const isPollution = error instanceof SyntaxError && /prototype property/i.test(error.message);
    throw importError(isPollution ? "forbiddenKey" : "malformedJson");
  }
  assertDepth(value, importLimits.maxJsonDepth);
  return value;
}

/** Walks the parsed value without recursion, so that a hostile depth cannot overflow the stack. */
function assertDepth(root: unknown, maxDepth: number) {
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    if (depth > maxDepth) throw importError("tooDeep");
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
