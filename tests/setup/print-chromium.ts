import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { resolvePrintChromium } from "../../lib/pdf/chromium";

// Global setup of every project. Without a system Chromium, the PDF tests print with @sparticuz/chromium,
// which unpacks its browser into the temporary directory on first use; test files in parallel workers
// unpacking it at once met a file still being written (spawn ETXTBSY). It is unpacked here once, in the
// main process (the projects' setups share one promise), before any worker starts.
// It also makes the run's directory of printed resumes (tests/support/printed-samples.ts), removed at the end.
const holder = globalThis as { vitaePrintChromium?: Promise<unknown>; vitaePrintedResumes?: string };

export default async function setup(project: TestProject) {
  holder.vitaePrintChromium ??= resolvePrintChromium().catch((error: unknown) => {
    console.warn("No print Chromium before the tests (the PDF tests will say why):", error);
  });
  await holder.vitaePrintChromium;
  const directory = (holder.vitaePrintedResumes ??= mkdtempSync(path.join(tmpdir(), "vitae-printed-")));
  project.provide("printedResumes", directory);
  return () => rmSync(directory, { recursive: true, force: true });
}
