#!/usr/bin/env node
// The first-load JavaScript budget of every page of the production build (issue 22): prints each route's
// gzipped size against its budget and exits 1 when one is over (npm test runs it after the build). It also
// checks that no page outside the workspace runs code that names a message namespace its HTML leaves out, and
// that no server route's file trace takes in the tests, benchmarks or docs (what a deployment would copy).
// `node scripts/js-budget.mjs` after `npm run build`. How it is measured: scripts/lib/js-budget.mjs.
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkBudgets, measureRoutes, namespacesByRoute } from "./lib/js-budget.mjs";
import { root } from "./lib/project.mjs";
import { unneededTracedFiles } from "./lib/server-traces.mjs";

// KiB, gzip; the first matching pattern applies. About 5 % over what each page loads today, so a change that
// adds a library to a page fails here and says which. The floor is React and Next.js's own runtime, about
// 129 KiB (bench/README.md); the locale layout (messages, theme, toasts, the API client) adds about 70.
export const budgets = [
  // Issue 22's 400 KB (390 KiB) for the builder before the first interaction. What a press opens loads then: the
  // rich-text editor (tiptap), the design and export tabs, the item, import, analysis and guest sign-up dialogs,
  // the picture settings and compression, the hobby icons and the font data.
  { route: /^\/\[locale\]\/\(builder\)\/builder\/(guest\/)?\[id\]\/page$/, kib: 390 },
  { route: /^\/\[locale\]\/\(builder\)\/builder\/\[id\]\/cover-letter\/page$/, kib: 385 },
  { route: /^\/\[locale\]\/(\(app\)\/dashboard\/smart-generator|\(marketing\)\/ai-generator)\/page$/, kib: 455 },
  { route: /^\/artboard\/builder\/page$/, kib: 445 },
  { route: /^\/\[locale\]\/\(app\)\/dashboard\/(settings|resumes)\/page$/, kib: 360 },
  { route: /^\/\[locale\]\/\(app\)\/dashboard\//, kib: 280 },
  { route: /^\/\[locale\]\/\(auth\)\//, kib: 275 },
  // The pages visitors land on: the landing, the gallery, the examples, pricing, the policies, public resumes.
  // The landing's, the gallery's and a public resume's figures are their copies rendered by Next.js (a visitor with
  // a session); one without cookies gets the page cache's copy, which loads no script file (issue 22's 120 and 60 KB:
  // tests/e2e/marketing/landing.spec.ts, tests/e2e/public/gallery.spec.ts, tests/e2e/public/public-pages.spec.ts).
  { route: /^\/\[locale\]\/(\(marketing\)|\(public\)|\[\.\.\.rest\])\//, kib: 225 },
  // Everything else: the dashboard's other pages, the builder's entry pages.
  { route: /^\/(\[locale\]|_)/, kib: 265 },
];

const { rows, unused, ok } = checkBudgets(measureRoutes(path.join(root, ".next")), budgets);
for (const row of rows)
  console.log(
    `${row.over ? "✖" : " "} ${row.kib.toFixed(1).padStart(6)} KiB of ${String(row.budget ?? "no budget").padStart(3)}  ${row.route}`,
  );
for (const pattern of unused) console.log(`✖ no route matches the budget ${pattern} (renamed?)`);
if (!rows.length) console.log("✖ no routes found: build first (npm run build)");
console.log(ok && rows.length ? "JavaScript budgets: every route within its budget" : "JavaScript budgets: over");

// The locale layout gives pages all messages but the workspace's namespaces (core/i18n/client-messages.ts);
// the builder's, the dashboard's and sign-in's layouts and the AI generator's page give theirs every one.
const workspaceNamespaces = JSON.parse(readFileSync(path.join(root, "core/i18n/workspace-namespaces.json"), "utf8"));
const workspaceRoute = /^\/\[locale\]\/(\((builder|app|auth)\)\/|\(marketing\)\/ai-generator\/)/;
const missing = [...namespacesByRoute(path.join(root, ".next"), workspaceNamespaces)].filter(
  ([route, names]) => route.startsWith("/[locale]/") && !workspaceRoute.test(route) && names.length > 0,
);
for (const [route, names] of missing)
  console.log(`✖ ${route} runs code that reads ${names.join(", ")}: not in its messages`);
console.log(
  missing.length ? "Messages: pages lack namespaces their code reads" : "Messages: every page has what its code reads",
);
const traced = unneededTracedFiles(path.join(root, ".next"), root);
for (const [trace, files] of traced)
  console.log(`✖ ${trace} takes in ${files.length} files the server never reads, e.g. ${files[0]}`);
console.log(
  traced.size ? "Traces: routes take in the whole project" : "Traces: no route takes in tests, benchmarks or docs",
);
process.exit(ok && rows.length && !missing.length && !traced.size ? 0 : 1);
