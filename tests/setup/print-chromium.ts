import { resolvePrintChromium } from "../../lib/pdf/chromium";

// Global setup of every project. Without a system Chromium, the PDF tests print with @sparticuz/chromium,
// which unpacks its browser into the temporary directory on first use; test files in parallel workers
// unpacking it at once met a file still being written (spawn ETXTBSY). It is unpacked here once, in the
// main process (the projects' setups share one promise), before any worker starts.
const holder = globalThis as { vitaePrintChromium?: Promise<unknown> };

export default async function setup() {
  holder.vitaePrintChromium ??= resolvePrintChromium().catch((error: unknown) => {
    console.warn("No print Chromium before the tests (the PDF tests will say why):", error);
  });
  await holder.vitaePrintChromium;
}
