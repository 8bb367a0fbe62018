#!/usr/bin/env node
// The first-load JavaScript budget of every page of the production build (issue 22): prints each route's
// gzipped size against its budget and exits 1 when one is over (npm test runs it after the build).
// `node scripts/js-budget.mjs` after `npm run build`. How it is measured: scripts/lib/js-budget.mjs.
import path from "node:path";
import { checkBudgets, measureRoutes } from "./lib/js-budget.mjs";
import { root } from "./lib/project.mjs";

// KiB, gzip; the first matching pattern applies. About 5 % over what each page loads today, so a change that
// adds a library to a page fails here and says which. The floor is React and Next.js's own runtime, about
// 129 KiB (bench/README.md); the locale layout (messages, theme, toasts, the API client) adds about 70.
export const budgets = [
  { route: /^\/\[locale\]\/\(builder\)\/builder\/(guest\/)?\[id\]\/page$/, kib: 800 },
  { route: /^\/\[locale\]\/\(builder\)\/builder\/\[id\]\/cover-letter\/page$/, kib: 550 },
  { route: /^\/\[locale\]\/(\(app\)\/dashboard\/smart-generator|\(marketing\)\/ai-generator)\/page$/, kib: 455 },
  { route: /^\/artboard\/builder\/page$/, kib: 445 },
  { route: /^\/\[locale\]\/\(app\)\/dashboard\/(settings|resumes)\/page$/, kib: 360 },
  { route: /^\/\[locale\]\/\(auth\)\//, kib: 275 },
  // The pages visitors land on: the landing, the gallery, the examples, pricing, the policies, public resumes.
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
process.exit(ok && rows.length ? 0 : 1);
