// Next.js's scripts wait for the first paint on the pages the page cache keeps (scripts/lib/page-cache.mjs).
//
// A kept page (the landing, the gallery, a public resume) is drawn from its HTML and stylesheet alone; its
// scripts only make it interactive. Next.js asks for them in the head (`<script async src>` and a low-priority
// preload), so on a slow phone connection they share the bandwidth with the stylesheet and the fonts that the
// first paint waits for. Here the copy's chunk scripts are taken out and asked for by one small script, with the
// page's nonce, once the first frame is painted (or at once in a tab nobody looks at). They run as before:
// async, in arrival order, allowed by the policy's 'strict-dynamic'.
//
// A page that declares it needs none of them (`data-needs-no-framework` on an element: a public resume, whose own
// inline script does all it does in the browser) is sent without them: no chunk, no preload, no flight data.
//
// Read with parse5's rewriting stream: only the dropped tags change, every other byte stays as it came.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { RewritingStream } from "parse5-html-rewriting-stream";

/** @param {import("parse5-html-rewriting-stream").StartTag} tag @param {string} name */
const attribute = (tag, name) => tag.attrs.find((attr) => attr.name === name)?.value;

/** Next.js's own script files: what is moved. */
const isChunk = (/** @type {string | undefined} */ src) => src !== undefined && src.startsWith("/_next/static/");

/** Next.js's preload of one of its script files. @param {import("parse5-html-rewriting-stream").StartTag} tag */
const isChunkPreload = (tag) =>
  tag.tagName === "link" &&
  attribute(tag, "rel") === "preload" &&
  attribute(tag, "as") === "script" &&
  isChunk(attribute(tag, "href"));

/**
 * The loader, run in the page: asks for the scripts after the first frame is painted (and the page's priority
 * images are drawn).
 * @param {string[]} sources
 */
function loader(sources) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      const script = document.createElement("script");
      script.src = source;
      script.async = true;
      document.head.append(script);
    }
  };
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start, 0));
  // The page's largest image, marked fetchpriority=high (the gallery's first row), is drawn before the scripts
  // take the main thread: they wait for it to load or fail, 3 s at the most.
  let isWaiting = false;
  const afterPriorityImages = () => {
    // Once: the paint observer is called again for the first contentful paint.
    if (isWaiting) return;
    isWaiting = true;
    const pending = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !image.complete);
    if (pending.length === 0) return start();
    let left = pending.length;
    const settled = () => {
      left -= 1;
      if (left === 0) afterFrame();
    };
    for (const image of pending) {
      image.addEventListener("load", settled, { once: true });
      image.addEventListener("error", settled, { once: true });
    }
    setTimeout(start, 3000);
  };
  if (document.visibilityState === "hidden") start();
  else if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint"))
    // The first paint's entry is written once its frame is on the screen, which a busy compositor can hold
    // back well after the frame's own task: wait for the entry itself.
    new PerformanceObserver(afterPriorityImages).observe({ type: "paint", buffered: true });
  // Without paint timing: a frame's callbacks run before its paint, the timer after it.
  else requestAnimationFrame(() => setTimeout(afterPriorityImages, 0));
  // A tab hidden before its first frame paints nothing until shown: no reason to wait.
  document.addEventListener("visibilitychange", start, { once: true });
}

/**
 * The page with its chunk scripts asked for after the first paint, or as it was when it has none.
 * @param {string} html
 * @param {string} nonce the nonce of the page's policy, given to the loader
 * @returns {Promise<string>}
 */
export async function scriptsAfterFirstPaint(html, nonce) {
  /** @type {string[]} */
  const sources = [];
  let isDroppingEnd = false;
  let isLoaderIn = false;
  const rewriter = new RewritingStream();
  const loaderTag = () =>
    `<script nonce="${nonce}">(${loader.toString()})(${JSON.stringify(sources).replaceAll("<", "\\u003c")})</script>`;
  rewriter.on("startTag", (tag, raw) => {
    // Only the scripts the policy already allows (the page's nonce) are moved behind the nonce'd loader.
    const isScript =
      tag.tagName === "script" &&
      attribute(tag, "nonce") === nonce &&
      isChunk(attribute(tag, "src")) &&
      attribute(tag, "async") !== undefined &&
      attribute(tag, "nomodule") === undefined &&
      attribute(tag, "type") === undefined;
    if (isScript) {
      sources.push(/** @type {string} */ (attribute(tag, "src")));
      isDroppingEnd = true;
    } else if (!isChunkPreload(tag)) rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    if (tag.tagName === "script" && isDroppingEnd) {
      isDroppingEnd = false;
      return;
    }
    if (tag.tagName === "body" && sources.length > 0) {
      rewriter.emitRaw(loaderTag());
      isLoaderIn = true;
    }
    rewriter.emitRaw(raw);
  });
  const rewritten = await text(Readable.from([html]).pipe(rewriter));
  if (sources.length === 0) return html;
  return isLoaderIn ? rewritten : rewritten + loaderTag();
}

/** The mark of a page that works without Next.js's scripts (its own inline script answers everything). */
const needsNoFrameworkAttribute = "data-needs-no-framework";
// The inline scripts Next.js writes: the flight data React hydrates from, and Turbopack's list of chunks.
const isFrameworkInline = (/** @type {string} */ code) =>
  /^\s*\(?(self\.__next_f|globalThis\["TURBOPACK"\])/.test(code);
// Streamed content still waiting for a script to move it into place: such a page is not complete without them.
const isStreamingInline = (/** @type {string} */ code) => /\$R[CSX]\(|\$RC=|\$RS=/.test(code);

/**
 * The page without Next.js's scripts, when it declares that it needs none (`data-needs-no-framework`) and
 * nothing on it waits for them (no streamed content); otherwise undefined.
 * @param {string} html
 * @returns {Promise<string | undefined>}
 */
export async function withoutFrameworkScripts(html) {
  let isMarked = false;
  let isStreamed = false;
  /** @type {{ raw: string; code: string } | undefined} */
  let inline;
  let isDroppingEnd = false;
  const rewriter = new RewritingStream();
  rewriter.on("startTag", (tag, raw) => {
    if (tag.attrs.some((attr) => attr.name === needsNoFrameworkAttribute)) isMarked = true;
    if (tag.tagName === "template" && /^[BS]:/.test(attribute(tag, "id") ?? "")) isStreamed = true;
    if (isChunkPreload(tag)) return;
    if (tag.tagName === "script" && isChunk(attribute(tag, "src"))) {
      isDroppingEnd = true;
      return;
    }
    // An inline script is held until its end: whether it goes depends on its code.
    if (tag.tagName === "script" && attribute(tag, "src") === undefined && attribute(tag, "type") === undefined) {
      inline = { raw, code: "" };
      return;
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on("text", (_text, raw) => {
    if (inline) inline.code += raw;
    else rewriter.emitRaw(raw);
  });
  rewriter.on("endTag", (tag, raw) => {
    if (tag.tagName === "script" && isDroppingEnd) {
      isDroppingEnd = false;
      return;
    }
    if (tag.tagName === "script" && inline) {
      const { raw: start, code } = inline;
      inline = undefined;
      if (isStreamingInline(code)) isStreamed = true;
      if (!isFrameworkInline(code)) rewriter.emitRaw(start + code + raw);
      return;
    }
    rewriter.emitRaw(raw);
  });
  const rewritten = await text(Readable.from([html]).pipe(rewriter));
  return isMarked && !isStreamed ? rewritten : undefined;
}
