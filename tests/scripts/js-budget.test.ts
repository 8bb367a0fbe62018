import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { checkBudgets, measureRoutes, namespacesByRoute } from "@/scripts/lib/js-budget.mjs";

// The JavaScript budget check (issue 22) on a build laid out as Next.js lays it out: the root files, and
// per route a client reference manifest naming each segment's chunks. Random bytes do not compress, so a
// chunk's gzipped size is about its size.
const nextDir = mkdtempSync(path.join(tmpdir(), "vitae-js-budget-"));
afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

function chunk(name: string, kib: number): string {
  const file = `static/chunks/${name}.js`;
  mkdirSync(path.join(nextDir, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(nextDir, file), randomBytes(kib * 1024));
  return file;
}

function route(directory: string, name: string, entryJSFiles: Record<string, string[]>) {
  const folder = path.join(nextDir, "server", "app", directory);
  mkdirSync(folder, { recursive: true });
  const manifest = { [name]: { entryJSFiles, clientModules: {} } };
  writeFileSync(
    path.join(folder, "page_client-reference-manifest.js"),
    `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\nglobalThis.__RSC_MANIFEST[${JSON.stringify(name)}] = ${JSON.stringify(manifest[name])};`,
  );
}

const framework = chunk("framework", 100);
const layout = chunk("layout", 40);
const editor = chunk("editor", 300);
writeFileSync(path.join(nextDir, "build-manifest.json"), JSON.stringify({ rootMainFiles: [framework] }));
route("[locale]/(marketing)", "/[locale]/(marketing)/page", {
  "[project]/app/[locale]/layout": [framework, layout],
  "[project]/app/[locale]/(marketing)/page": [chunk("landing", 10)],
});
route("[locale]/(builder)/builder/[id]", "/[locale]/(builder)/builder/[id]/page", {
  "[project]/app/[locale]/layout": [layout],
  "[project]/app/[locale]/(builder)/builder/[id]/page": [editor, layout],
});

describe("the JavaScript budget check", () => {
  const routes = measureRoutes(nextDir);

  it("counts the root files and every segment's chunks of a route, each file once", () => {
    const kib = (name: string) => Math.round(routes.get(name)! / 1024);
    expect(kib("/[locale]/(marketing)/page")).toBeGreaterThanOrEqual(150);
    expect(kib("/[locale]/(marketing)/page")).toBeLessThan(155);
    expect(kib("/[locale]/(builder)/builder/[id]/page")).toBeGreaterThanOrEqual(440);
    expect(kib("/[locale]/(builder)/builder/[id]/page")).toBeLessThan(445);
  });

  it("passes when every route is within the first budget that matches it", () => {
    const result = checkBudgets(routes, [
      { route: /builder/, kib: 450 },
      { route: /./, kib: 160 },
    ]);
    expect(result.ok).toBe(true);
    expect(result.rows.map((row) => row.budget)).toEqual([450, 160]);
  });

  it("fails on a route over its budget, and names it", () => {
    const result = checkBudgets(routes, [
      { route: /builder/, kib: 400 },
      { route: /./, kib: 160 },
    ]);
    expect(result.ok).toBe(false);
    expect(result.rows.filter((row) => row.over).map((row) => row.route)).toEqual([
      "/[locale]/(builder)/builder/[id]/page",
    ]);
  });

  it("fails on a route no budget covers, and on a budget no route matches", () => {
    expect(checkBudgets(routes, [{ route: /marketing/, kib: 999 }]).ok).toBe(false);
    const renamed = checkBudgets(routes, [
      { route: /./, kib: 999 },
      { route: /pricing/, kib: 999 },
    ]);
    expect(renamed.ok).toBe(false);
    expect(renamed.unused).toEqual(["/pricing/"]);
  });
});

describe("the namespaces a route's code names", () => {
  // A landing whose layout chunk loads a dialog later, which reads the builder's messages by template string.
  const dir = mkdtempSync(path.join(tmpdir(), "vitae-namespaces-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
    writeFileSync(path.join(dir, "static", "chunks", `${name}.js`), text);
    return `static/chunks/${name}.js`;
  };
  const manifest = (directory: string, name: string, entryJSFiles: Record<string, string[]>) => {
    mkdirSync(path.join(dir, "server", "app", directory), { recursive: true });
    writeFileSync(
      path.join(dir, "server", "app", directory, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = { ${JSON.stringify(name)}: ${JSON.stringify({ entryJSFiles })} };`,
    );
  };
  write("dialog", 'e.s(["D",0,function(){let t=(0,r.useTranslations)(`builderContent.${n}`);return t("x")}])');
  const layout = write("layout", 'let t=useTranslations("common");e.v(()=>Promise.all(["static/chunks/dialog.js"]))');
  const landing = write("landing", 'useTranslations("landing.templates");fetch("/builder/try");let guest=1;');
  const framework = write("framework", "/* react */");
  writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ rootMainFiles: [framework] }));
  manifest("[locale]/(marketing)", "/[locale]/(marketing)/page", { layout: [layout], page: [landing] });
  manifest("[locale]/faq", "/[locale]/faq/page", { page: [framework] });

  it("follows the chunks a route loads later, and reads names in quotes or before a dot only", () => {
    const found = namespacesByRoute(dir, ["builder", "builderContent", "common", "guest", "landing"]);
    // "/builder/try" is a path and `guest` a variable: neither names a namespace.
    expect(found.get("/[locale]/(marketing)/page")).toEqual(["builderContent", "common", "landing"]);
    expect(found.get("/[locale]/faq/page")).toEqual([]);
  });
});
