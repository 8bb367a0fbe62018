#!/usr/bin/env node
// `npm test`: the whole suite, exactly as CI runs it: lint, formatting, types, migrations in step with the schema
// (side by side), unit and database tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the production
// build and its JavaScript budgets, then the browser journeys against that build. Ends with one "N passed, N failed" line.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt, ensureInstalled, root, run } from "./lib/project.mjs";

// Playwright empties test-results/ when it starts, so the reports live apart.
const results = path.join(root, ".reports");
const started = Date.now();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// How long each stage took, printed at the end (where a CI log's tail shows it).
const stages = [];
function stage(name, work) {
  const start = Date.now();
  work();
  stages.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
}
/** Runs a command with its output kept, printed in one piece when it ends. */
function runCaptured(name, command, args) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = Math.round((Date.now() - start) / 1000);
      console.log(`▸ ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, status: code ?? (signal ? 1 : 0), summary: `${name} ${seconds} s` });
    });
  });
}
// Also when a stage fails (run() exits): the log's tail then says how far it got and how fast.
process.on("exit", () =>
  console.log(
    `\n${stages.join(", ") || "no stage finished"}; ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  ),
);

stage("install", () => ensureInstalled());
// The four static checks each keep one core busy: run side by side (two cores here), each one's output
// printed whole when it ends, so the log reads as if they ran one after another.
console.log("▸ Lint, formatting (Prettier, 120 columns), types, migrations match prisma/schema.prisma");
const checksStart = Date.now();
const checks = await Promise.all(
  [
    ["lint", "lint"],
    ["format", "format:check"],
    ["types", "typecheck"],
    ["migrations", "db:check"],
  ].map(([name, script]) => runCaptured(name, "npm", ["run", "--silent", script])),
);
stages.push(`checks ${Math.round((Date.now() - checksStart) / 1000)} s (${checks.map((c) => c.summary).join(", ")})`);
const failedCheck = checks.find((check) => check.status !== 0);
if (failedCheck) {
  console.error(`\n✖ ${failedCheck.name} failed (exit ${failedCheck.status}).`);
  process.exit(failedCheck.status || 1);
}
console.log(`▸ Unit and database tests${process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite)"}`);
stage("unit", () =>
  run("npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(results, "unit.json")}`,
  ]),
);
// One after the other: built beside the unit tests (even at the lowest priority) the build slowed them by more than
// its own time (unit 708 s against about 520 s, for a build of about 100 s).
stage("build", () => ensureBuilt());
// Each page's first-load JavaScript against its budget (issue 22): fails when a change makes a page heavier.
console.log("▸ JavaScript budgets (gzip, first load)");
stage("budgets", () => run("node", ["scripts/js-budget.mjs"]));
console.log("▸ Browser journeys (Playwright, Chromium)");
stage("e2e", () => run("npx", ["playwright", "test"]));

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
console.log(
  `\nunit ${unit.passed} passed, e2e ${e2e.passed} passed, in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  `${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed, ${unit.skipped + e2e.skipped} skipped`,
);
