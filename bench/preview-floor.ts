/*
 * The floor under bench/builder-preview.ts: the same measurement on the smallest possible page.
 * A page with a contenteditable and a same-origin iframe; every input posts the text to the frame,
 * which only sets it on a div. Stamps as in the builder bench: keydown on the page's clock, "painted"
 * in a task queued from the requestAnimationFrame before the paint. No React, no resume, no layout
 * worth the name: whatever this prints is what Chromium itself costs on this machine.
 *   npx tsx bench/preview-floor.ts [--keystrokes 100]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { resolveChromium } from "@/lib/pdf/chromium";
import { percentile } from "./percentile";

const { values: options } = parseArgs({
  options: { keystrokes: { type: "string", default: "100" }, warm: { type: "string", default: "10" } },
});
const keystrokes = Number(options.keystrokes);
const warm = Number(options.warm);

const paintedStamp = (target: string) =>
  `requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => ${target}; c.port2.postMessage(null); });`;

const frameHtml = `<!doctype html><body><div id="text"></div><script>
addEventListener("message", (event) => {
  if (event.origin !== location.origin || event.data?.type !== "SET_TEXT") return;
  document.getElementById("text").textContent = event.data.text;
  ${paintedStamp(`parent.postMessage({ type: "PAINTED", at: performance.timeOrigin + performance.now() }, location.origin)`)}
});
</script></body>`;

const pageHtml = `<!doctype html><body><div id="editor" contenteditable style="border:1px solid;min-height:40px"></div>
<iframe id="frame" src="/frame" style="width:600px;height:300px"></iframe><script>
window.floor = { keys: [], own: [], frame: [] };
addEventListener("keydown", () => {
  floor.keys.push(performance.timeOrigin + performance.now());
  ${paintedStamp("floor.own.push(performance.timeOrigin + performance.now())")}
}, true);
const editor = document.getElementById("editor");
editor.addEventListener("input", () => document.getElementById("frame").contentWindow.postMessage({ type: "SET_TEXT", text: editor.textContent }, location.origin));
addEventListener("message", (event) => { if (event.origin === location.origin && event.data?.type === "PAINTED") floor.frame.push(event.data.at); });
</script></body>`;

const server = http.createServer((request, response) => {
  response.setHeader("content-type", "text/html; charset=utf-8");
  response.end(request.url === "/frame" ? frameHtml : pageHtml);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const { executablePath, args } = await resolveChromium();
const browser = await chromium.launch({ executablePath, args });
try {
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.click("#editor");
  const own: number[] = [];
  const frame: number[] = [];
  for (let index = 0; index < warm + keystrokes; index += 1) {
    const before = await page.evaluate(() => (window as unknown as { floor: { frame: number[] } }).floor.frame.length);
    await page.keyboard.type("abcdefghi "[index % 10] ?? "a");
    await page.waitForFunction(
      (count) => (window as unknown as { floor: { frame: number[] } }).floor.frame.length > count,
      before,
    );
    const sample = await page.evaluate(() => {
      const state = (window as unknown as { floor: { keys: number[]; own: number[]; frame: number[] } }).floor;
      const key = state.keys.at(-1) ?? 0;
      return {
        own: (state.own.find((time) => time >= key) ?? Number.NaN) - key,
        frame: (state.frame.find((time) => time >= key) ?? Number.NaN) - key,
      };
    });
    if (index >= warm) {
      own.push(sample.own);
      frame.push(sample.frame);
    }
  }
  const line = (values: number[]) =>
    `median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms`;
  console.log(`preview floor (a bare page and frame, ${keystrokes} keystrokes)`);
  console.log(`keystroke -> the page's own paint:  ${line(own)}`);
  console.log(`keystroke -> the frame's paint:     ${line(frame)}`);
} finally {
  await browser.close();
  server.close();
}
