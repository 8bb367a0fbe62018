import { chromium, type Page } from "@playwright/test";
import { resolveChromium } from "@/lib/pdf/chromium";
import { signUpWithResume } from "./bench-account";
import { stampKeystrokePaints } from "./keystroke-paints";

// What the benches that type in the builder (builder-preview.ts, ai/grammar-marks.ts) share: their common
// options and the page they type in.

/** The options beside a bench's own count, for parseArgs: the app's URL, the keystrokes not counted, a visible browser. */
export function builderBenchOptions({ warm }: { warm: string }) {
  return {
    url: { type: "string", default: "http://localhost:3000" },
    warm: { type: "string", default: warm },
    headed: { type: "boolean", default: false },
  } as const;
}

/**
 * Launches Chromium (headless unless `headed`), opens a 1440×900 page signed up to a fresh account with `resume`
 * and stamps each `keystroke` and the page's paint of it from the first load on (keystroke-paints.ts); runs
 * `bench` with the page and the resume's id (it opens the builder), then closes the browser.
 */
export async function withBuilderPage(
  {
    base,
    headed,
    resume,
    keystroke,
  }: { base: string; headed: boolean; resume: { title: string; data: unknown }; keystroke: "keydown" | "beforeinput" },
  bench: (page: Page, resumeId: string) => Promise<void>,
): Promise<void> {
  const { executablePath, args } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args, headless: !headed });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const resumeId = await signUpWithResume(page, base, resume);
    await stampKeystrokePaints(page, keystroke);
    await bench(page, resumeId);
  } finally {
    await browser.close();
  }
}
