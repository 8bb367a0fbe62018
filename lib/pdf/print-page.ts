import "server-only";
import type { CDPSession, Protocol } from "puppeteer-core";

// One print page and its requests, for the browser pool (browser-pool.ts): how a page is opened over
// its own DevTools session, driven (PrintPage) and kept off the network (every request it makes is
// answered by the job's `resolveRequest`, or refused).

export type PrintAsset = { body: Uint8Array; contentType: string };

/** What a print page may load: an asset to answer with, or null to refuse the request. */
export type RequestResolver = (url: string) => Promise<PrintAsset | null>;

/** How a job answers its page's requests. */
export type RequestHandling = {
  resolveRequest: RequestResolver;
  /** Told of every request the page attempted and whether it was answered (tests record them). */
  onRequest?: (request: { url: string; allowed: boolean }) => void;
};

/** Paper size in millimetres; the document's own @page size wins where it sets one. */
export type PaperSize = { width: number; height: number };

/**
 * A fresh Chromium page for one print job, over a DevTools session of its own. Puppeteer's Page
 * turns on runtime, network, log and performance reporting for every page it opens, which took a
 * third of each job (bench/pdf); this page has only its scripts turned off, its requests paused for
 * the pool to answer, and load events.
 */
export class PrintPage {
  constructor(
    private readonly targetId: string,
    private readonly session: CDPSession,
  ) {}

  /** Replaces the document with `html`; resolves once it, its images and its fonts have loaded. */
  async setContent(html: string): Promise<void> {
    const loaded = new Promise<void>((resolve) => this.session.once("Page.loadEventFired", () => resolve()));
    await this.session.send("Page.setDocumentContent", { frameId: this.targetId, html });
    await loaded;
    // The document's own scripts never run; this one is the printer's, as puppeteer's waitForFonts.
    await this.evaluate("document.fonts.ready.then(() => true)");
  }

  async pdf(paper: PaperSize): Promise<Uint8Array> {
    const { data } = await this.session.send("Page.printToPDF", {
      paperWidth: paper.width / millimetresPerInch,
      paperHeight: paper.height / millimetresPerInch,
      preferCSSPageSize: true,
      printBackground: true,
      generateTaggedPDF: true,
      transferMode: "ReturnAsBase64",
    });
    return Buffer.from(data, "base64");
  }

  /**
   * A picture of the top of the document as a screen shows it, `width` × `height` CSS pixels scaled by
   * `scale` (the dashboard's thumbnails). Only on a page that draws frames (JobOptions.drawsFrames).
   */
  async screenshot({ width, height, scale, format = "webp", quality = 80 }: ScreenshotOptions): Promise<Uint8Array> {
    await this.session.send("Emulation.setDeviceMetricsOverride", {
      width,
      height,
      deviceScaleFactor: 1,
      mobile: false,
    });
    const { data } = await this.session.send("Page.captureScreenshot", {
      format,
      quality,
      clip: { x: 0, y: 0, width, height, scale },
    });
    return Buffer.from(data, "base64");
  }

  /** The value of a JavaScript expression in the page (awaited when it is a promise); for tests and fonts. */
  async evaluate<Value>(expression: string): Promise<Value> {
    const { result, exceptionDetails } = await this.session.send("Runtime.evaluate", {
      expression,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(`Evaluation failed: ${exceptionDetails.text}`);
    return result.value as Value;
  }
}

const millimetresPerInch = 25.4;

export type ScreenshotOptions = {
  width: number;
  height: number;
  scale: number;
  format?: "webp" | "png" | "jpeg";
  quality?: number;
};

/** A print page, the session it is driven through, and how to close it. */
export type OpenPage = { page: PrintPage; session: CDPSession; close: () => Promise<void> };

export async function closePage(page: OpenPage | undefined) {
  await page?.close().catch(() => undefined);
}

/** Opens a print page through the browser-wide DevTools session `browserSession`. */
export async function openPage(browserSession: CDPSession, { drawsFrames = false } = {}): Promise<OpenPage> {
  // In the background: a spare opened beside a running job must not take the foreground from it.
  // Its frames are left to DevTools to ask for, which the pool never does: a headless shell then
  // composites and rasterises nothing for the page, while printing draws the document on its own
  // (bench/pdf: a fresh page 15 ms cheaper; every template's PDF the same, pixel for pixel). A whole
  // Chromium ignores the option. A page for screenshots draws its own frames.
  const { targetId } = await browserSession.send("Target.createTarget", {
    url: "about:blank",
    background: true,
    enableBeginFrameControl: !drawsFrames,
  });
  const close = async () => void (await browserSession.send("Target.closeTarget", { targetId }));
  try {
    const connection = browserSession.connection();
    if (!connection) throw new Error("The browser's DevTools connection is gone");
    const session = await connection.createSession({ targetId } as Protocol.Target.TargetInfo);
    const blankLoaded = new Promise<void>((resolve) => session.once("Page.loadEventFired", () => resolve()));
    await Promise.all([
      session.send("Emulation.setScriptExecutionDisabled", { value: true }),
      // Every request waits for the pool's answer; none reaches the network on its own.
      session.send("Fetch.enable", { patterns: [{ urlPattern: "*" }] }),
      session.send("Page.enable"),
    ]);
    // The blank page's own load event must not be taken for the job's document's.
    const { result } = await session.send("Runtime.evaluate", {
      expression: "document.readyState",
      returnByValue: true,
    });
    if (result.value !== "complete") await blankLoaded;
    return { page: new PrintPage(targetId, session), session, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** Answers the job's requests; the page has interception on from the start, so none slips past. */
export function listen({ session }: OpenPage, { resolveRequest, onRequest }: RequestHandling) {
  session.on("Fetch.requestPaused", (event) => void answer(session, event, resolveRequest, onRequest));
}

async function answer(
  session: CDPSession,
  { requestId, request }: Protocol.Fetch.RequestPausedEvent,
  resolveRequest: RequestResolver,
  onRequest: RequestHandling["onRequest"],
) {
  let asset: PrintAsset | null = null;
  try {
    asset = await resolveRequest(request.url);
  } catch {
    asset = null;
  }
  onRequest?.({ url: request.url.slice(0, 500), allowed: asset !== null });
  try {
    if (asset) {
      await session.send("Fetch.fulfillRequest", {
        requestId,
        responseCode: 200,
        // setContent leaves the document at about:blank, so its <base>-relative fonts are cross-origin
        // requests: without this header Chromium refuses the font and prints in a system fallback.
        responseHeaders: [
          { name: "Content-Type", value: asset.contentType },
          { name: "Access-Control-Allow-Origin", value: "*" },
        ],
        body: Buffer.from(asset.body.buffer, asset.body.byteOffset, asset.body.byteLength).toString("base64"),
      });
    } else await session.send("Fetch.failRequest", { requestId, errorReason: "BlockedByClient" });
  } catch {
    // The page closed while the request was in flight: nothing left to answer.
  }
}
