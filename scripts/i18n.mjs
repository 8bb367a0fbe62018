#!/usr/bin/env node
// Translation chores. en-US is the source; every other locale must hold the same keys.
//   node scripts/i18n.mjs missing <locale> [namespace...]   prints {namespace: {key: en-US text}} the locale lacks
//   node scripts/i18n.mjs merge <locale> <file.json>        merges {namespace: {...}} into messages/<locale>/,
//                                                           in en-US key order, dropping keys en-US no longer has
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib/project.mjs";

const messagesDir = path.join(root, "messages");
const source = "en-US";
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {});
const namespaces = () =>
  readdirSync(path.join(messagesDir, source))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -5));

function missing(english, translated) {
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isRecord(value)) {
      const inner = missing(value, isRecord(translated?.[key]) ? translated[key] : {});
      if (Object.keys(inner).length) out[key] = inner;
    } else if (typeof translated?.[key] !== "string") out[key] = value;
  }
  return out;
}

/** en-US's shape with the translation's strings, the fresh ones winning. */
function merge(english, current, fresh) {
  const out = {};
  for (const [key, value] of Object.entries(english)) {
    if (isRecord(value))
      out[key] = merge(value, isRecord(current?.[key]) ? current[key] : {}, isRecord(fresh?.[key]) ? fresh[key] : {});
    else if (typeof fresh?.[key] === "string") out[key] = fresh[key];
    else if (typeof current?.[key] === "string") out[key] = current[key];
  }
  return out;
}

const [command, locale, ...rest] = process.argv.slice(2);
if (!locale || !existsSync(path.join(messagesDir, locale))) {
  console.error("usage: node scripts/i18n.mjs missing|merge <locale> ...");
  process.exit(2);
}
if (command === "missing") {
  const wanted = rest.length ? rest : namespaces();
  const out = {};
  for (const namespace of wanted) {
    const gap = missing(
      read(path.join(messagesDir, source, `${namespace}.json`)),
      read(path.join(messagesDir, locale, `${namespace}.json`)),
    );
    if (Object.keys(gap).length) out[namespace] = gap;
  }
  console.log(JSON.stringify(out, null, 2));
} else if (command === "merge") {
  const fresh = JSON.parse(readFileSync(rest[0], "utf8"));
  for (const [namespace, strings] of Object.entries(fresh)) {
    const english = read(path.join(messagesDir, source, `${namespace}.json`));
    if (!Object.keys(english).length) throw new Error(`en-US has no namespace ${namespace}`);
    const file = path.join(messagesDir, locale, `${namespace}.json`);
    writeFileSync(file, `${JSON.stringify(merge(english, read(file), strings), null, 2)}\n`);
  }
} else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
