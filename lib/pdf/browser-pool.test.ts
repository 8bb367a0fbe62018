import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "@/core/errors";
import { pdfText } from "@/tests/support/pdf-text";
import { BrowserPool } from "./browser-pool";
import { resolvePrintChromium } from "./chromium";

const pool = new BrowserPool({ concurrency: 2, timeoutMs: 30_000 });
// The Chromium the pool runs: the same lookup, so that the test knows which build it meets.
const printChromium = await resolvePrintChromium();
afterAll(() => pool.close());

const refuseAll = { resolveRequest: async () => null };
const pageText = (html: string) =>
  pool.run(async (page) => {
    await page.setContent(html);
    return (await page.evaluate<string>("document.body.innerText")).trim();
  }, refuseAll);

describe("BrowserPool", () => {
  it("runs jobs on fresh pages with JavaScript off", async () => {
    expect(await pageText("<body>plain<script>document.body.append('-script-ran')</script></body>")).toBe("plain");
    expect(await pageText("<body>second</body>")).toBe("second");
    // Chromium's initial blank page and the two spares opened ahead: finished jobs closed theirs
    // (closing is not awaited by the job, so it may take a moment).
    await expect.poll(() => pool.openPageCount()).toBeLessThanOrEqual(3);
  }, 60_000);

  it("loads data: URLs by itself and asks about every other request", async () => {
    const png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const asked: string[] = [];
    const widths = await pool.run(
      async (page) => {
        await page.setContent(`<img id="inline" src="${png}"><img id="remote" src="http://elsewhere.example/x.png">`);
        return page.evaluate<number[]>("[...document.images].map((image) => image.naturalWidth)");
      },
      { resolveRequest: async () => null, onRequest: ({ url }) => asked.push(url) },
    );
    expect(widths).toEqual([1, 0]);
    expect(asked).toEqual(["http://elsewhere.example/x.png"]);
  }, 60_000);

  // A headless shell (Debian's, @sparticuz's) skips frames when asked; a whole browser (the system's
  // Chrome on macOS or Windows, Playwright's Chromium) draws them anyway, and still prints.
  it.runIf(printChromium.headlessShell)(
    "draws no frames for a print page (a headless shell only)",
    async () => {
      const clock = await pool.run(async (page) => {
        await page.setContent("<body><h1>Printed without frames</h1></body>");
        // The document's animation clock moves with each frame drawn (every 16 ms on a page that draws).
        const times: (number | null)[] = [];
        for (let sample = 0; sample < 3; sample += 1) {
          times.push(await page.evaluate<number | null>("document.timeline.currentTime"));
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        return times;
      }, refuseAll);
      expect(new Set(clock).size).toBe(1);
    },
    60_000,
  );

  it("prints a page it drew no frame for", async () => {
    const pdf = await pool.run(async (page) => {
      await page.setContent("<body><h1>Printed without frames</h1></body>");
      return page.pdf({ width: 210, height: 297 });
    }, refuseAll);
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await pdfText(pdf)).toContain("Printed without frames");
  }, 60_000);

  it("fails a job over its time with ResumePrinterError, and keeps working", async () => {
    const error = await pool
      .run(() => new Promise(() => undefined), { ...refuseAll, timeoutMs: 200 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("ResumePrinterError");
    expect(await pageText("<body>after</body>")).toBe("after");
  }, 60_000);

  it("tells an idle browser memory is short, and keeps printing after it", async () => {
    const quick = new BrowserPool({ concurrency: 1, idlePurgeMs: 50 });
    try {
      const text = (html: string) =>
        quick.run(async (page) => {
          await page.setContent(html);
          return (await page.evaluate<string>("document.body.innerText")).trim();
        }, refuseAll);
      expect(await text("<body>before</body>")).toBe("before");
      const pid = await quick.processId();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await text("<body>after</body>")).toBe("after");
      // The same browser: told to give memory back, not stopped.
      expect(await quick.processId()).toBe(pid);
    } finally {
      await quick.close();
    }
  }, 60_000);

  it("replaces a browser that died", async () => {
    await pageText("<body>warm</body>");
    const pid = await pool.processId();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, "SIGKILL");
    // The next job may meet the dying browser once; the one after gets a new browser.
    await pageText("<body>x</body>").catch(() => undefined);
    expect(await pageText("<body>revived</body>")).toBe("revived");
    expect(await pool.processId()).not.toBe(pid);
  }, 60_000);

  it("queues jobs beyond its concurrency", async () => {
    const total = 5;
    let running = 0;
    let started = 0;
    let peak = 0;
    const waiters: (() => void)[] = [];
    // Each job holds its slot until a second job runs beside it (or no other job is left to come),
    // so a third job could only start if the pool let it past its limit.
    const release = () => {
      if (running >= 2 || started === total) waiters.splice(0).forEach((wake) => wake());
    };
    await Promise.all(
      Array.from({ length: total }, () =>
        pool.run(async () => {
          running += 1;
          started += 1;
          peak = Math.max(peak, running);
          await new Promise<void>((resolve) => {
            waiters.push(resolve);
            release();
          });
          running -= 1;
        }, refuseAll),
      ),
    );
    expect(peak).toBe(2);
  }, 60_000);
});
