import "server-only";
import puppeteer, { type Browser, type CDPSession, type LaunchOptions } from "puppeteer-core";
import { setTimeout as delay } from "node:timers/promises";
import { config } from "@/lib/config";
import { AppError } from "@/core/errors";
import { resolvePrintChromium } from "./chromium";
import { preparePrintFonts } from "./print-fonts";
import { closePage, listen, openPage, type OpenPage, type PrintPage, type RequestHandling } from "./print-page";

export type { PaperSize, PrintAsset, PrintPage, RequestResolver } from "./print-page";

/*
 * One warm Chromium per process, shared by every print job. Each job gets a fresh page (not a
 * BrowserContext: under @sparticuz/chromium's --single-process a context per job crashes, and it
 * costs more without it; the print page keeps no cookies or storage, so a page is isolation enough).
 * Up to two such pages are opened ahead (never used by a job), so a job does not wait for one to
 * open; pages share at most two renderer processes, and draw no frames (nothing shows them: a PDF
 * is printed without them).
 * Jobs wait in a queue for one of `concurrency` slots; a job over its time fails with
 * ResumePrinterError; a browser that crashed or disconnected is replaced by the next job.
 *
 * A print page is driven over its own DevTools session with only what printing needs (see
 * PrintPage): its scripts are off and every request it makes goes through `resolveRequest`: the
 * caller answers the few asset paths it serves (from memory or disk) and everything else is
 * refused, so the print page never reaches the network.
 */

export type PrintJob<Result> = (page: PrintPage) => Promise<Result>;

export type BrowserPoolOptions = {
  /** Chromium to run; unset = CHROMIUM_EXECUTABLE_PATH, /usr/bin/chromium, then @sparticuz/chromium. */
  executablePath?: string;
  concurrency?: number;
  timeoutMs?: number;
  /** Give the browser the bundled fonts as system fonts (print-fonts.ts); false prints with web fonts only. */
  systemFonts?: boolean;
  /** How long the browser has had no job before it is asked to give memory back (default 10 s). */
  idlePurgeMs?: number;
};

export type JobOptions = RequestHandling & {
  timeoutMs?: number;
  /**
   * For screenshots: a page of its own that draws frames. Print pages (the spares) leave their frames
   * to DevTools to ask for, and a capture on them waits for a frame that never comes.
   */
  drawsFrames?: boolean;
};

export class BrowserPool {
  readonly concurrency: number;
  readonly timeoutMs: number;
  /** Pages kept open ahead of demand, and the renderer processes pages share. */
  private readonly spareCount: number;
  private readonly executablePath: string | undefined;
  private readonly systemFonts: boolean;
  private readonly idlePurgeMs: number;
  private browser: Promise<LaunchedBrowser> | null = null;
  /** Pages opened ahead of demand (never used by a job yet), for the browser they belong to. */
  private spares: { browser: LaunchedBrowser; pages: Promise<OpenPage>[] } | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(options: BrowserPoolOptions = {}) {
    this.executablePath = options.executablePath;
    this.concurrency = options.concurrency ?? 4;
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.spareCount = Math.min(this.concurrency, 2);
    this.systemFonts = options.systemFonts ?? true;
    this.idlePurgeMs = options.idlePurgeMs ?? 10_000;
  }

  /** Runs `job` on a fresh page of the warm browser, once a slot is free. */
  async run<Result>(job: PrintJob<Result>, options: JobOptions): Promise<Result> {
    await this.acquire();
    try {
      return await this.runOnPage(job, options);
    } finally {
      this.release();
    }
  }

  /** The running browser's process id, for memory measurements; undefined before the first job. */
  async processId(): Promise<number | undefined> {
    const launched = await this.browser?.catch(() => undefined);
    return launched?.browser.process()?.pid;
  }

  /** The running browser's open pages (its own blank one, spares, jobs'); for tests. */
  async openPageCount(): Promise<number> {
    const launched = await this.getBrowser();
    const { targetInfos } = await launched.session.send("Target.getTargets");
    return targetInfos.filter((target) => target.type === "page").length;
  }

  /** The running browser, for the benchmark's baseline of plain puppeteer pages in the same browser. */
  async runningBrowser(): Promise<Browser> {
    return (await this.getBrowser()).browser;
  }

  /** Launches the browser ahead of the first export (at server start, in the background). */
  async warmUp(): Promise<void> {
    await this.getBrowser();
  }

  /** Stops the browser; the next job starts a new one. */
  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const current = this.browser;
    this.browser = null;
    this.spares = null;
    if (current) await current.then(({ browser }) => browser.close()).catch(() => undefined);
  }

  private async runOnPage<Result>(job: PrintJob<Result>, options: JobOptions): Promise<Result> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    let browser: LaunchedBrowser | undefined;
    let page: OpenPage | undefined;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AppError("ResumePrinterError", { message: `Print job exceeded ${timeoutMs} ms` })),
        timeoutMs,
      );
    });
    let finished = false;
    const work = (async () => {
      browser = await this.getBrowser();
      page = options.drawsFrames
        ? await openPage(browser.session, { drawsFrames: true })
        : await this.freshPage(browser);
      // The job timed out while the page was being opened: nobody will close it but us.
      if (finished) {
        await closePage(page);
        throw new Error("Print job abandoned");
      }
      listen(page, options);
      return job(page.page);
    })();
    try {
      return await Promise.race([work, timeout]);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("ResumePrinterError", { message: "Print job failed", cause: error });
    } finally {
      finished = true;
      clearTimeout(timer);
      // Closing the page also ends a job still hung in it (its pending calls reject).
      void work.catch(() => undefined);
      void closePage(page);
      if (browser) this.openSpares(browser);
    }
  }

  /**
   * A page no job has used: a spare opened after an earlier job, else a new one. Opening a page (a
   * renderer, JavaScript off, interception on) is a third of a job's time; done ahead, a job only
   * loads and prints.
   */
  private async freshPage(browser: LaunchedBrowser): Promise<OpenPage> {
    const spare = this.spares?.browser === browser ? this.spares.pages.shift() : undefined;
    if (spare) {
      const page = await spare.catch(() => undefined);
      if (page && !page.session.detached) return page;
    }
    return openPage(browser.session);
  }

  /**
   * Tops the spares up once a job is done, not as the next one starts: a request spends its first
   * milliseconds in the server (session, resume, HTML) while the browser would be idle, and a page
   * opened beside a print slows that print (bench/pdf).
   */
  private openSpares(browser: LaunchedBrowser) {
    if (!browser.browser.connected) return; // closed or crashed meanwhile (and so replaced)
    if (this.spares?.browser !== browser) this.spares = { browser, pages: [] };
    const spares = this.spares.pages;
    while (spares.length < this.spareCount) {
      const opening = openPage(browser.session);
      opening.catch(() => undefined); // a spare that failed to open is skipped when its turn comes
      spares.push(opening);
    }
  }

  private getBrowser(): Promise<LaunchedBrowser> {
    if (!this.browser) {
      const launching = this.launch();
      this.browser = launching;
      // A failed launch is not kept: the next job tries again.
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }

  private async launch(): Promise<LaunchedBrowser> {
    const { executablePath, args } = await resolvePrintChromium(this.executablePath);
    // Pages share a few renderer processes instead of starting one each: a fresh page then costs
    // a document, not a process (bench/pdf: a third off each export, and more exports a second).
    const rendererLimit = `--renderer-process-limit=${this.spareCount}`;
    // The bundled fonts as system fonts (print-fonts.ts); without them pages load them as web fonts.
    const fontConfigFile = this.systemFonts
      ? await preparePrintFonts().catch((error: unknown) => {
          console.warn("Print fonts could not be prepared; printing with web fonts:", error);
          return undefined;
        })
      : undefined;
    const env = fontConfigFile ? { ...process.env, FONTCONFIG_FILE: fontConfigFile } : process.env;
    // DevTools over a pipe rather than a WebSocket: no frames to mask and unmask for the print HTML going
    // in and the PDF coming out (bench/pdf: a fifth less of this process's time per export).
    const browser = await launchWhenUnpacked({
      executablePath,
      args: [...args, rendererLimit],
      env,
      headless: true,
      pipe: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const current = this.browser;
    browser.on("disconnected", () => {
      // Replaced on the next job; only forget it if it is still the pool's browser.
      if (this.browser === current) this.browser = null;
    });
    return { browser, session: await browser.target().createCDPSession() };
  }

  private acquire(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    // The slot passes straight to the next job, so `active` stays the same.
    if (next) next();
    else this.active -= 1;
    if (this.active === 0) this.purgeWhenIdle();
  }

  /**
   * Once no job has run for a while, the browser is told memory is short: its processes collect their garbage and
   * drop their caches, so a burst of renders (the thumbnails of 50 editors' saves) does not leave it hundreds of MB
   * larger. The next job starts it again as usual.
   */
  private purgeWhenIdle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.active > 0) return;
      void this.browser
        ?.then(({ session }) => session.send("Memory.simulatePressureNotification", { level: "critical" }))
        .catch(() => undefined);
    }, this.idlePurgeMs);
    this.idleTimer.unref();
  }
}

/** A browser and the DevTools session pages are opened and closed through. */
type LaunchedBrowser = { browser: Browser; session: CDPSession };

let sharedPool: BrowserPool | undefined;

/** The process's pool (kept on globalThis so development reloads do not start a browser per reload). */
export function getBrowserPool(): BrowserPool {
  const holder = globalThis as typeof globalThis & { vitaeBrowserPool?: BrowserPool };
  sharedPool ??= holder.vitaeBrowserPool ??= new BrowserPool({ executablePath: config.CHROMIUM_EXECUTABLE_PATH });
  return sharedPool;
}

/**
 * puppeteer.launch, waiting while the executable is still being written: @sparticuz/chromium unpacks its
 * browser into the temporary directory on first use, and a second process starting then finds the file
 * already there but still open for writing, which exec refuses (ETXTBSY) until the write ends.
 */
async function launchWhenUnpacked(options: LaunchOptions): Promise<Browser> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await puppeteer.launch(options);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ETXTBSY" || attempt >= 60) throw error;
      await delay(250);
    }
  }
}
