import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/*
 * The JavaScript a page of the production build makes the browser load, gzipped, from the build's own
 * manifests: the framework's root files (build-manifest.json) and, from the route's client reference
 * manifest, the entry chunks of every segment on its path (layouts, error and not-found boundaries,
 * the page). Code loaded later (next/dynamic, import()) is not counted: it is not on the first load.
 */

/** Each app route's first-load JavaScript in bytes (gzip), by route ("/[locale]/(marketing)/page"). */
export function measureRoutes(nextDir) {
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(nextDir, file))).length);
    return gzipped.get(file);
  };
  return new Map(
    [...routeFiles(nextDir)].map(([route, files]) => [route, files.reduce((total, file) => total + sizeOf(file), 0)]),
  );
}

/** Each app route's first-load files: the framework's root files and its segments' entry chunks. */
export function routeFiles(nextDir) {
  const build = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const routes = new Map();
  for (const manifestFile of clientManifests(path.join(nextDir, "server", "app"))) {
    // The manifest is a script that sets globalThis.__RSC_MANIFEST[route]: run in a context of its own.
    const context = { self: {} };
    context.globalThis = context;
    vm.runInNewContext(readFileSync(manifestFile, "utf8"), context);
    for (const [route, manifest] of Object.entries(context.__RSC_MANIFEST ?? {}))
      routes.set(route, [...new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()])]);
  }
  return routes;
}

/**
 * The message namespaces (of `namespaces`) that code a route may run names, by route: its first-load
 * files and every chunk they can load later (a chunk names the chunks it imports as "static/chunks/….js").
 * A namespace is named when its name stands in quotes, alone or before a dot ("builder", `careerTools.${…}`).
 */
export function namespacesByRoute(nextDir, namespaces) {
  const named = new Map();
  const namesIn = (file) => {
    if (!named.has(file)) {
      const text = readFileSync(path.join(nextDir, file), "utf8");
      named.set(file, {
        namespaces: namespaces.filter((name) => new RegExp(`["'\`]${name}[."'\`]`).test(text)),
        imports: [...text.matchAll(/static\/chunks\/[\w.~-]+\.js/g)].map(([file]) => file),
      });
    }
    return named.get(file);
  };
  const result = new Map();
  for (const [route, files] of routeFiles(nextDir)) {
    const seen = new Set();
    const found = new Set();
    const queue = [...files];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file) || !existsSync(path.join(nextDir, file))) continue;
      seen.add(file);
      const { namespaces: inFile, imports } = namesIn(file);
      inFile.forEach((name) => found.add(name));
      queue.push(...imports);
    }
    result.set(route, [...found].sort());
  }
  return result;
}

function clientManifests(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "page_client-reference-manifest.js")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Each route against its budget (KiB, gzip): the first budget whose pattern matches the route applies.
 * A route no budget names, and a budget that matches no route (a page renamed), are failures too, so no
 * page escapes the check.
 */
export function checkBudgets(routes, budgets) {
  const rows = [...routes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, bytes]) => {
      const budget = budgets.find(({ route: pattern }) => pattern.test(route));
      const kib = bytes / 1024;
      return { route, kib, budget: budget?.kib, over: !budget || kib > budget.kib };
    });
  const unused = budgets.filter(({ route: pattern }) => ![...routes.keys()].some((route) => pattern.test(route)));
  return {
    rows,
    unused: unused.map(({ route }) => String(route)),
    ok: !rows.some((row) => row.over) && !unused.length,
  };
}
