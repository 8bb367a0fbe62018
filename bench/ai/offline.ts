/*
 * The offline AI engine's latency per writing operation (issue 16 target: p95 under 200 ms):
 *   npx tsx bench/ai/offline.ts [--runs 50]
 * Each operation runs on realistic rich text (a summary paragraph and a bulleted experience entry,
 * English and Arabic) after one untimed warm-up (Harper's WebAssembly set-up is reported apart).
 */
import "../allow-server-modules";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { percentile } from "../percentile";

const { values } = parseArgs({ options: { runs: { type: "string", default: "50" } } });
const runs = Number(values.runs);

const { fixGrammarOffline, harperLinter } = await import("@/lib/ai/offline/grammar");
const { improveWritingOffline, changeToneOffline } = await import("@/lib/ai/offline/rewrite");
const { composeSummaryOffline } = await import("@/lib/ai/offline/summary");
const { findNewFacts } = await import("@/lib/ai/offline/facts");
const { accountantResume } = await import("@/tests/ai/fixtures/accountant-resume");

const english =
  "<p>I was responsible for managing a lot of accounts in order to grow sales by 20% at Globex. I has led a team of 12 " +
  "and really improved the the onboarding process, which basically cut churn in half.</p>" +
  "<ul><li>Worked on the migration of our CRM to Salesforce in 2021</li><li>Helped with hiring and took care of " +
  "training for new analysts</li><li>Came up with a weekly report that the leadership team utilized</li></ul>";
const arabic =
  "<p>قمت بإدارة فريق من 12 موظفًا في شركة المراعي، وقمت بتطوير عمليات المحاسبة جدًا, وأعتقد أن النتائج كانت ربما ممتازة?</p>" +
  "<ul><li>قام بتنفيذ نظام SAP في عام 2021</li><li>في الحقيقة قمت بتصميم تقارير شهرية للإدارة</li></ul>";

const setupStart = performance.now();
await harperLinter();
console.log(
  `Harper set-up (once per process): ${(performance.now() - setupStart).toFixed(0)} ms; load ${loadavg()[0]?.toFixed(1)}`,
);

const operations: [string, () => Promise<unknown>][] = [
  ["fix grammar (en)", () => fixGrammarOffline(english, "en-US")],
  ["improve (en)", () => improveWritingOffline(english, "en-US")],
  ["improve (ar)", () => improveWritingOffline(arabic, "ar-SA")],
  ["tone professional (en)", () => changeToneOffline(english, "professional", "en-US")],
  ["tone confident (ar)", () => changeToneOffline(arabic, "confident", "ar-SA")],
  ["summary (en)", async () => composeSummaryOffline(accountantResume, "Finance Manager", "en-US")],
  ["summary (ar)", async () => composeSummaryOffline(accountantResume, "مدير مالي", "ar-SA")],
  ["findNewFacts", async () => findNewFacts(english, english.replace("12", "14"))],
];

console.log(`\n${"operation".padEnd(26)} ${"median".padStart(9)} ${"p95".padStart(9)}  (${runs} runs)`);
for (const [name, run] of operations) {
  await run();
  const timings: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  const p95 = percentile(timings, 0.95);
  console.log(
    `${name.padEnd(26)} ${percentile(timings, 0.5).toFixed(1).padStart(6)} ms ${p95.toFixed(1).padStart(6)} ms${p95 < 200 ? "" : "  over 200 ms"}`,
  );
}
