import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint, withoutFrameworkScripts } from "@/scripts/lib/scripts-after-paint.mjs";

/*
 * The page cache's copies ask for Next.js's chunk scripts after their first paint
 * (scripts/lib/scripts-after-paint.mjs): what is taken out, what stays byte for byte, and what the loader does.
 */

const nonce = "bm9uY2UtMTIzNDU2Nzg5MA==";
const page = (head: string, body = "<main>Hello</main>") =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async="" nonce="${nonce}"></script>`;

/** The loader's sources and the page around it. */
function loaderOf(html: string) {
  const match = /<script nonce="([^"]+)">\((function loader[\s\S]*?)\)\((\[[^\]]*\])\)<\/script><\/body>/.exec(html);
  if (!match) throw new Error("no loader before </body>");
  return { nonce: match[1], source: match[2]!, sources: JSON.parse(match[3]!) as string[] };
}

/** An image of the page as the loader sees it: complete, or listeners waiting for its load or error. */
class FakeImage {
  listeners = new Map<string, () => void>();
  constructor(public complete = false) {}
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  fire(type: "load" | "error") {
    this.listeners.get(type)?.();
  }
}

describe("scriptsAfterFirstPaint", () => {
  it("moves the chunk scripts and their preloads into one loader with the page's nonce, in order", async () => {
    const html = page(
      `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>` +
        `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
        chunk("one") +
        chunk("two") +
        `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>` +
        `<script nonce="${nonce}">self.__next_f.push([0])</script>`,
    );
    const out = await scriptsAfterFirstPaint(html, nonce);
    expect(loaderOf(out)).toMatchObject({
      nonce,
      sources: ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js"],
    });
    expect(out).not.toContain('async=""');
    expect(out).not.toContain('rel="preload" as="script"');
    // What is not a chunk script stays as it came: the stylesheet, the legacy polyfill, the inline data.
    expect(out).toContain(`<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`);
    expect(out).toContain(`<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>`);
    expect(out).toContain(`<script nonce="${nonce}">self.__next_f.push([0])</script>`);
    expect(out.startsWith(`<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link`)).toBe(true);
  });

  it("leaves a page without chunk scripts, other origins' scripts and script-like text alone", async () => {
    const html = page(
      `<script src="https://example.com/x.js" async=""></script><script type="module" src="/_next/static/m.js" async=""></script>`,
      `<p>&lt;script src="/_next/static/chunks/a.js" async&gt;</p><textarea><script src="/_next/static/chunks/b.js" async></script></textarea>` +
        `<noscript><script src="/_next/static/chunks/c.js" async></script></noscript>` +
        `<script type="application/ld+json">{"a":"<\\/script>"}</script>`,
    );
    expect(await scriptsAfterFirstPaint(html, nonce)).toBe(html);
  });

  it("keeps every other byte of a real-shaped page: attributes, entities, right-to-left text and inline data", async () => {
    const body =
      `<div dir="rtl" class="a  b" data-x='1'>مرحبا &amp; <b>أهلاً</b></div><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>` +
      `<script nonce="${nonce}">self.__next_f.push([1,"<div>\\u003c/script>"])</script>`;
    const html = page(chunk("one"), body);
    const out = await scriptsAfterFirstPaint(html, nonce);
    expect(out.replace(/<script nonce="[^"]+">\(function loader[\s\S]*?<\/script><\/body>/, "</body>")).toBe(
      page("", body),
    );
  });

  it("moves no script the page's policy would refuse (without its nonce)", async () => {
    const html = page(
      `<script src="/_next/static/chunks/x.js" async=""></script>` +
        `<script src="/_next/static/chunks/y.js" async="" nonce="another"></script>`,
    );
    expect(await scriptsAfterFirstPaint(html, nonce)).toBe(html);
  });

  it("escapes the sources so no address can close the loader's script", async () => {
    const out = await scriptsAfterFirstPaint(page(chunk("a</script><script>alert(1)//")), nonce);
    expect(out.match(/<\/script>/g)).toHaveLength(1);
    expect(loaderOf(out).sources).toEqual(["/_next/static/chunks/a</script><script>alert(1)//.js"]);
  });

  it("appends the loader to a page that never closes its body", async () => {
    const out = await scriptsAfterFirstPaint(`<html><head>${chunk("one")}</head><body><p>cut`, nonce);
    expect(out.endsWith("</script>")).toBe(true);
    expect(out).toContain('"/_next/static/chunks/one.js"');
  });

  it("asks for the scripts after a frame has been painted, or at once in a hidden tab, and once only", async () => {
    const out = await scriptsAfterFirstPaint(page(chunk("one") + chunk("two")), nonce);
    const { source, sources } = loaderOf(out);
    const run = (visibilityState: "visible" | "hidden", paintTiming = false, images: FakeImage[] = []) => {
      const appended: { src: string; async: boolean }[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const listeners: (() => void)[] = [];
      const paints: (() => void)[] = [];
      const observed: unknown[] = [];
      const document = {
        visibilityState,
        createElement: () => ({ src: "", async: false }),
        head: { append: (script: { src: string; async: boolean }) => appended.push(script) },
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? images : []),
      };
      // A browser with paint timing: the observer's callback stands for the first paint's entry.
      class PerformanceObserver {
        static supportedEntryTypes = ["paint", "resource"];
        constructor(callback: () => void) {
          paints.push(callback);
        }
        observe(options: unknown) {
          observed.push(options);
        }
      }
      runInNewContext(`(${source})(${JSON.stringify(sources)})`, {
        document,
        requestAnimationFrame: (callback: () => void) => frames.push(callback),
        setTimeout: (callback: () => void) => timers.push(callback),
        ...(paintTiming ? { PerformanceObserver } : {}),
      });
      return { appended, frames, timers, listeners, paints, observed };
    };

    // With paint timing, the scripts wait for the first paint's entry (the frame on the screen), not a frame.
    const timed = run("visible", true);
    expect(timed.frames).toEqual([]);
    expect(timed.observed).toEqual([{ type: "paint", buffered: true }]);
    expect(timed.appended).toEqual([]);
    timed.paints.forEach((paint) => paint());
    expect(timed.appended.map(({ src }) => src)).toEqual(sources);
    timed.paints.forEach((paint) => paint());
    timed.listeners.forEach((listener) => listener());
    expect(timed.appended).toHaveLength(2);

    // A priority image still loading holds the scripts until it has loaded (or failed) and a frame has passed.
    const image = new FakeImage();
    const held = run("visible", true, [image, new FakeImage(true)]);
    held.paints.forEach((paint) => paint());
    expect(held.appended).toEqual([]);
    expect(held.frames).toHaveLength(0);
    image.fire("load");
    expect(held.appended).toEqual([]);
    expect(held.frames).toHaveLength(1);
    held.frames.forEach((frame) => frame());
    held.timers.slice(-1).forEach((timer) => timer());
    expect(held.appended.map(({ src }) => src)).toEqual(sources);
    // One that never settles holds them 3 s at the most (the first timer set).
    const stuck = run("visible", true, [new FakeImage()]);
    stuck.paints.forEach((paint) => paint());
    stuck.timers.forEach((timer) => timer());
    expect(stuck.appended.map(({ src }) => src)).toEqual(sources);

    // Without it, after the first frame's task.

    const visible = run("visible");
    expect(visible.appended).toEqual([]);
    visible.frames.forEach((frame) => frame());
    // Still nothing inside the frame (before its paint): the timer after it asks.
    expect(visible.appended).toEqual([]);
    visible.timers.forEach((timer) => timer());
    expect(visible.appended).toEqual([
      { src: "/_next/static/chunks/one.js", async: true },
      { src: "/_next/static/chunks/two.js", async: true },
    ]);
    visible.listeners.forEach((listener) => listener());
    expect(visible.appended).toHaveLength(2);

    const hidden = run("hidden");
    expect(hidden.appended.map(({ src }) => src)).toEqual(sources);
  });
});

describe("withoutFrameworkScripts", () => {
  const theme = `<script nonce="${nonce}">((a)=>{document.documentElement.className=a})("dark")</script>`;
  const own = `<script nonce="${nonce}">(function d(){document.title="x"})()</script>`;
  const data = `<script type="application/ld+json">{"@type":"Person"}</script>`;
  const framework =
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
    chunk("one") +
    `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${nonce}"></script>` +
    `<script nonce="${nonce}" id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>`;
  const flight =
    `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
    `<script nonce="${nonce}">self.__next_f.push([1,"<div>\\u003c/script>"])</script>`;
  const main = `<main data-needs-no-framework="">مرحبا &amp; <b>hi</b>${own}</main>`;

  it("takes out Next.js's chunks, preloads, chunk list and flight data from a page marked as needing none", async () => {
    const stylesheet = `<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>`;
    const out = await withoutFrameworkScripts(page(stylesheet + framework + theme, main + data + flight));
    // What is left is the page's own, byte for byte: the stylesheet, the theme's and the page's scripts, the data.
    expect(out).toBe(page(stylesheet + theme, main + data));
  });

  it("leaves alone a page that is not marked, or whose content still waits for a script to move it in", async () => {
    expect(await withoutFrameworkScripts(page(framework, `<main>Hello</main>${flight}`))).toBeUndefined();
    const streamed = `${main}<template id="B:0"></template><div hidden id="S:0">late</div>`;
    expect(await withoutFrameworkScripts(page(framework, streamed))).toBeUndefined();
    const moved = `${main}<script nonce="${nonce}">$RC("B:0","S:0")</script>`;
    expect(await withoutFrameworkScripts(page(framework, moved))).toBeUndefined();
  });
});
