/*
 * Instant grammar marks (issue 16, item 6; target: marks within 100 ms of a keystroke): the time from the
 * keystroke that completes a misspelt word to its wavy mark in the summary editor, median and p95, with the
 * editor's own paint of the same keystroke as the baseline measured in the same run.
 *   npx tsx bench/ai/grammar-marks.ts                               # against http://localhost:3000 (npm start)
 *   npx tsx bench/ai/grammar-marks.ts --url http://localhost:3201   # any running app
 * Options: --words <n> (default 40), --warm <n> (default 5, not counted), --headed.
 *
 * How: a fresh account with the English sample resume. In the builder a capture listener stamps each
 * input event (beforeinput: what a keystroke makes), and its paint (a task queued from the next animation
 * frame); a MutationObserver stamps every change in the number of marks in the summary editor. For each
 * word, a short sentence with one misspelt word goes in as one input event (typed letter by letter, a half word could be marked first)
 * at the end of a summary that holds the sample's text and the earlier words, so each check reads the
 * whole field; latency = the first mark change after the input - the input. Harper's first load (a 16 MB
 * WebAssembly file) is reported apart, as the cold mark.
 */
import { parseArgs } from "node:util";
import { getSampleResume } from "@/core/resume/samples";
import { builderBenchOptions, withBuilderPage } from "../builder-bench";
import type { KeystrokePaints } from "../keystroke-paints";
import { percentile } from "../percentile";

const { values: options } = parseArgs({
  options: { ...builderBenchOptions({ warm: "5" }), words: { type: "string", default: "40" } },
});
const base = new URL(options.url ?? "http://localhost:3000").origin;
const words = Number(options.words);
const warm = Number(options.warm);

/** Short sentences with one misspelt word each (the same word twice in a row would be one "repetition"). */
const sentences = [
  " We recieved it.",
  " It was seperate.",
  " We definately won.",
  " It occured twice.",
  " Wait untill noon.",
];

/** What the page stamps: its keystrokes and their paints (keystroke-paints.ts), and each change in the mark count. */
type BenchWindow = { __keystrokePaints: KeystrokePaints; __grammarBench: { at: number; count: number }[] };

const resume = { title: "Grammar benchmark", data: getSampleResume("en-US") };
await withBuilderPage({ base, headed: options.headed, resume, keystroke: "beforeinput" }, async (page, resumeId) => {
  // No named functions inside: tsx wraps them in a helper the page does not have.
  await page.addInitScript(() => {
    const marks: BenchWindow["__grammarBench"] = [];
    Object.assign(window, { __grammarBench: marks });
    let last = -1;
    new MutationObserver(() => {
      const count = document.querySelectorAll("#summary-content .grammar-mark").length;
      if (count !== last) marks.push({ at: performance.timeOrigin + performance.now(), count });
      last = count;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  });
  await page.goto(`${base}/builder/${resumeId}`, { timeout: 300_000 });
  const editor = page.locator("#summary-content");
  await editor.click({ timeout: 120_000 });
  await page.keyboard.press("ControlOrMeta+End");

  const state = () =>
    page.evaluate(() => {
      const bench = window as unknown as BenchWindow;
      return { ...bench.__keystrokePaints, marks: bench.__grammarBench };
    });
  const markCount = () => page.locator("#summary-content .grammar-mark").count();

  const latencies: number[] = [];
  const paints: number[] = [];
  let cold = 0;
  for (let index = 0; index < warm + words + 1; index += 1) {
    const before = await markCount();
    // One input event, as one keystroke makes (typed letter by letter, a half word may be marked first).
    await page.keyboard.insertText(sentences[index % sentences.length]!);
    await page
      .waitForFunction((count) => document.querySelectorAll("#summary-content .grammar-mark").length > count, before, {
        timeout: 120_000,
      })
      .catch((error: unknown) => {
        throw new Error(`word ${index}: no new mark (${before} before)`, { cause: error });
      });
    // The paint of the input is stamped a task after its frame: it may come after the mark.
    await page.waitForFunction(() => {
      const stamps = (window as unknown as BenchWindow).__keystrokePaints;
      return stamps.paints.length >= stamps.keys.length;
    });
    const { keys, paints: painted, marks } = await state();
    const key = keys.at(-1) ?? 0;
    const mark = marks.find((entry) => entry.at >= key && entry.count > before);
    const paint = painted.find((time) => time >= key);
    if (!mark || paint === undefined)
      throw new Error(
        `not recorded: ${JSON.stringify({ before, keys: keys.length, painted: painted.length, marks: marks.slice(-3), key })}`,
      );
    if (index === 0) cold = mark.at - key;
    else if (index > warm) {
      latencies.push(mark.at - key);
      paints.push(paint - key);
    }
  }

  const text = ((await editor.textContent()) ?? "").length;
  const median = percentile(latencies, 0.5);
  const p95 = percentile(latencies, 0.95);
  const paintMedian = percentile(paints, 0.5);
  console.log(
    `grammar marks: ${words} sentences with a misspelt word typed into the summary, up to ${text} characters (${base})`,
  );
  console.log(`first mark, Harper loaded on demand (cold): ${cold.toFixed(0)} ms`);
  console.log(
    `keystroke -> its mark: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p95 <= 100 ms: ${p95 <= 100 ? "met" : "NOT met"})`,
  );
  console.log(
    `keystroke -> the editor's own paint of it (baseline): median ${paintMedian.toFixed(1)} ms, p95 ${percentile(paints, 0.95).toFixed(1)} ms; mark / paint median ${(median / paintMedian).toFixed(2)}x`,
  );
});
