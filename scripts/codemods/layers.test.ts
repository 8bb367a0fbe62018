import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The layers codemod run on a small repository of its own: files the moves table names, files it has
// never seen, every kind of import specifier, docs, a Node tool and a lib module the browser reaches.

const repoRoot = path.resolve(import.meta.dirname, "../..");
const fixture: Record<string, string> = {
  "lib/builder/store.ts": "export const store = 1;\n",
  "lib/builder/store.test.ts": 'import { store } from "./store";\nexport const tested = store;\n',
  "lib/builder/new-helper.ts": 'import { store } from "./store";\nexport const helper = store;\n',
  "lib/resume/schema/index.ts": 'export * from "./fields";\n',
  "lib/resume/schema/fields.ts": "export const fields = 1;\n",
  "lib/db/rows.ts": "// Rows.\nexport type Row = { id: string };\nexport const rows = (): Row[] => [];\n",
  "lib/resume/save.ts": '"use server";\nimport { fields } from "@/lib/resume/schema";\nimport { rows } from "../db/rows";\nexport const save = () => [fields, rows()];\n',
  "lib/tools/tool.ts": "export const tool = 1;\n",
  "lib/leak.ts": "export const leak = 1;\n",
  "lib/pdf/print.test.ts": 'import { vi } from "vitest";\nvi.mock("@/lib/resume/schema", () => ({ fields: 2 }));\nexport const later = () => import("@/lib/builder/store");\n',
  "components/builder/panel.tsx": [
    '"use client";',
    'import { store } from "@/lib/builder/store";',
    'import { helper } from "../../lib/builder/new-helper";',
    'import type { Row } from "@/lib/db/rows";',
    'import { leak } from "@/lib/leak";',
    "export const panel = [store, helper, leak] as unknown as Row;",
    "",
  ].join("\n"),
  "scripts/tool.ts": 'import { tool } from "../lib/tools/tool";\nconsole.log(tool);\n',
  "docs/NOTES.md": "The store is `lib/builder/store.ts`; the builder's folder is lib/builder/, the schema lib/resume/schema.\n",
};

let directory = "";
const run = () => spawnSync(process.execPath, ["scripts/codemods/layers.mjs"], { cwd: directory, encoding: "utf8" });
const read = (file: string) => readFileSync(path.join(directory, file), "utf8");
const git = (...args: string[]) => execFileSync("git", args, { cwd: directory, encoding: "utf8" });
let first: ReturnType<typeof run>;

beforeAll(() => {
  directory = mkdtempSync(path.join(tmpdir(), "vitae-layers-"));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(directory, file)), { recursive: true });
    writeFileSync(path.join(directory, file), text);
  }
  mkdirSync(path.join(directory, "scripts/codemods"), { recursive: true });
  cpSync(path.join(repoRoot, "scripts/codemods/layers.mjs"), path.join(directory, "scripts/codemods/layers.mjs"));
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(directory, "node_modules"));
  writeFileSync(path.join(directory, ".gitignore"), "node_modules\n");
  git("init", "-q");
  git("add", "-A");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "fixture");
  first = run();
}, 60_000);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("scripts/codemods/layers.mjs", () => {
  it("moves the table's files and folders with git, new files and tests included", () => {
    for (const file of ["client/builder/store.ts", "client/builder/store.test.ts", "client/builder/new-helper.ts", "core/resume/schema/index.ts", "core/resume/schema/fields.ts"]) {
      expect(existsSync(path.join(directory, file)), file).toBe(true);
    }
    expect(existsSync(path.join(directory, "lib/builder"))).toBe(false);
    expect(git("status", "--porcelain")).toContain("R  lib/builder/store.ts -> client/builder/store.ts");
  });

  it("rewrites every kind of specifier, aliases as aliases, and leaves type imports of lib alone", () => {
    const panel = read("components/builder/panel.tsx");
    expect(panel).toContain('from "@/client/builder/store"');
    expect(panel).toContain('from "@/client/builder/new-helper"');
    expect(panel).toContain('import type { Row } from "@/lib/db/rows"');
    expect(read("lib/pdf/print.test.ts")).toContain('vi.mock("@/core/resume/schema"');
    expect(read("lib/pdf/print.test.ts")).toContain('import("@/client/builder/store")');
    expect(read("lib/resume/save.ts")).toContain('from "@/core/resume/schema"');
    expect(read("client/builder/new-helper.ts")).toContain('from "./store"');
  });

  it("rewrites paths in docs", () => {
    expect(read("docs/NOTES.md")).toBe("The store is `client/builder/store.ts`; the builder's folder is client/builder/, the schema core/resume/schema.\n");
  });

  it("marks lib modules server-only, first line or after a directive, but not those Node tools or the browser load", () => {
    expect(read("lib/db/rows.ts").startsWith('import "server-only";\n// Rows.')).toBe(true);
    expect(read("lib/resume/save.ts").startsWith('"use server";\nimport "server-only";\n')).toBe(true);
    expect(read("lib/tools/tool.ts")).not.toContain("server-only");
    expect(read("lib/leak.ts")).not.toContain("server-only");
    expect(first.stdout).toMatch(/Imported by browser code[^\n]*\n\s+lib\/leak\.ts/);
    expect(first.stdout).toMatch(/Loaded by Node tools[^\n]*\n\s+lib\/tools\/tool\.ts/);
    expect(first.status).toBe(1);
  });

  it("changes nothing on a second run", () => {
    const before = git("status", "--porcelain") + git("diff");
    const second = run();
    expect(second.stdout).toContain("layers: 0 files moved, 0 import specifiers and 0 paths in text rewritten, server-only added to 0 lib modules.");
    expect(git("status", "--porcelain") + git("diff")).toBe(before);
  }, 60_000);
});
