#!/usr/bin/env node
// `npm test`: the whole suite, exactly as CI runs it: lint, types, migrations in step with the schema,
// unit and database tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser
// journeys against a production build. Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuilt, ensureInstalled, root, run } from "./lib/project.mjs";

// Playwright empties test-results/ when it starts, so the reports live apart.
const results = path.join(root, ".reports");
const started = Date.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureInstalled();
console.log("▸ Lint");
run("npm", ["run", "--silent", "lint"]);
console.log("▸ Types");
run("npm", ["run", "--silent", "typecheck"]);
console.log("▸ Migrations match prisma/schema.prisma");
run("npm", ["run", "--silent", "db:check"]);
console.log(`▸ Unit and database tests${process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite)"}`);
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${path.join(results, "unit.json")}`]);
ensureBuilt();
console.log("▸ Browser journeys (Playwright, Chromium)");
run("npx", ["playwright", "test"]);

function count(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return pick(JSON.parse(readFileSync(file, "utf8")));
}
const unit = count(path.join(results, "unit.json"), (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
}));
const e2e = count(path.join(results, "e2e.json"), (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
  skipped: report.stats.skipped,
}));
console.log(`\nunit ${unit.passed} passed, e2e ${e2e.passed} passed, in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`);
