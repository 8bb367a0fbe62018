import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The messages of a locale as the tests read them: every namespace file of messages/<locale>/, flattened to
// "namespace.key.subkey" → text.

const messagesDir = path.join(process.cwd(), "messages");

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") out.set(prefix, value);
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  }
  return out;
}

export function readLocaleMessages(locale: string): Map<string, string> {
  const dir = path.join(messagesDir, locale);
  const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
  return flatten(
    Object.fromEntries(
      files.map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), "utf8"))]),
    ),
  );
}
