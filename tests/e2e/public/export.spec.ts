import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { signIn, signUp } from "../fixtures/auth";
import { premiumOwner } from "./owners";

// The builder's Export tab and the four-step export dialog (spec §2, §4; DECISIONS.md export timings).

test.describe.configure({ timeout: 240_000 });

type Created = { id: string; title: string; version: number; data: { metadata: { template: string } } };

async function createResume(page: Page, title: string, template?: string): Promise<Created> {
  const created = (await (await page.request.post("/api/resume", { data: { title } })).json()) as Created;
  if (!template) return created;
  const data = structuredClone(created.data);
  data.metadata.template = template;
  const updated = await page.request.patch(`/api/resume/${created.id}`, { data: { version: created.version, data } });
  expect(updated.status()).toBe(200);
  return (await updated.json()) as Created;
}

async function openExportTab(page: Page, id: string) {
  await page.goto(`/builder/${id}`, { timeout: 120_000 });
  await page.getByRole("tab", { name: "Export" }).click({ timeout: 120_000 });
  await expect(page.locator('[data-panel="export"]')).toBeVisible();
}

/**
 * Keeps a copy of the export stream's body as the page itself reads it (a tee of fetch's response):
 * reading it back through the browser's network log can fail once the download has started.
 */
async function recordExportStream(page: Page) {
  await page.addInitScript(() => {
    const state = { text: "", done: false };
    (window as unknown as { exportStream: typeof state }).exportStream = state;
    const originalFetch = window.fetch;
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await originalFetch(...args);
      const url = typeof args[0] === "string" ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
      if (!url.endsWith("/export/pdf/stream") || !response.body) return response;
      const [forPage, forTest] = response.body.tee();
      void (async () => {
        const reader = forTest.pipeThrough(new TextDecoderStream()).getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) state.text += chunk.value;
        state.done = true;
      })();
      return new Response(forPage, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  });
}

/** Records every status each step shows, in order, from the moment the dialog appears. */
async function recordSteps(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { exportLog: string[] }).exportLog = log;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const targets = mutation.type === "attributes" ? [mutation.target] : [...mutation.addedNodes];
        for (const node of targets) {
          if (!(node instanceof HTMLElement)) continue;
          for (const step of node.matches("[data-step]") ? [node] : [...node.querySelectorAll<HTMLElement>("[data-step]")]) {
            const entry = `${step.dataset.step}:${step.dataset.status}`;
            if (log.at(-1) !== entry && !log.includes(entry)) log.push(entry);
          }
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"] });
  });
}

test("the PDF export shows the real steps in order and downloads {title}-resume.pdf; JSON downloads resume-{id}.json", async ({ page }) => {
  await signIn(page, { identifier: premiumOwner.username, password: premiumOwner.password });
  const resume = await createResume(page, "Data Analyst", "gengar");
  await recordSteps(page);
  await recordExportStream(page);
  await openExportTab(page, resume.id);

  const panel = page.locator('[data-panel="export"]');
  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await panel.getByRole("button", { name: "Download PDF" }).click();
  const dialog = page.getByTestId("export-progress");
  await expect(dialog).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Data Analyst-resume.pdf");
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  await expect(dialog).toHaveAttribute("data-state-export", "done");
  for (const step of ["prepare", "generate", "finalize", "ready"]) await expect(dialog.locator(`[data-step="${step}"]`)).toHaveAttribute("data-status", "done");
  // The server reported each stage as it happened, in order, before the file.
  const stream = await page.waitForFunction(() => {
    const state = (window as unknown as { exportStream: { text: string; done: boolean } }).exportStream;
    return state.done ? state.text : null;
  });
  const events = ((await stream.jsonValue()) as string)
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { type: string; step?: string; status?: string });
  expect(events.map((event) => (event.type === "step" ? `${event.step}:${event.status}` : event.type))).toEqual([
    "prepare:active",
    "prepare:done",
    "generate:active",
    "generate:done",
    "finalize:active",
    "file",
    "finalize:done",
  ]);
  // The dialog showed the steps finishing in that order (fast steps may share one frame).
  const log = await page.evaluate(() => (window as unknown as { exportLog: string[] }).exportLog);
  const order = ["prepare:active", "prepare:done", "generate:done", "finalize:done", "ready:done"].map((entry) => log.indexOf(entry));
  expect(order.every((index) => index >= 0), log.join(", ")).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  // On a plan: a premium template, no watermark, no tokens (DECISIONS.md).
  await expect(dialog.getByText(/watermark|tokens were used/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  const jsonDownloading = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download JSON", exact: true }).click();
  const json = await jsonDownloading;
  expect(json.suggestedFilename()).toBe(`resume-${resume.id}.json`);
  const data = JSON.parse(await readFile((await json.path())!, "utf8")) as { metadata: { template: string } };
  expect(data.metadata.template).toBe(resume.data.metadata.template);
});

test("a premium template without a plan gives an info toast and goes to /pricing", async ({ page }) => {
  await signUp(page);
  const resume = await createResume(page, "Creative Lead", "gengar");
  await openExportTab(page, resume.id);
  await page.locator('[data-panel="export"]').getByRole("button", { name: "Download PDF" }).click();
  await expect(page.getByText(/This template is part of the premium plans/)).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("without a plan and without tokens, a free template's export asks for tokens", async ({ page }) => {
  await signUp(page);
  // A new account starts with the FREE allowance (250): spend it down to 10, below the export's 25.
  for (const operation of ["BOOSTER", "SUMMARY_GENERATION"]) {
    expect((await page.request.patch("/api/user/ai-tokens/track", { data: { operation, idempotencyKey: `spend-${operation}-${Date.now()}` } })).status()).toBe(200);
  }
  const resume = await createResume(page, "Barista", "onyx");
  await openExportTab(page, resume.id);
  await page.locator('[data-panel="export"]').getByRole("button", { name: "Download PDF" }).click();
  // The token-shortage dialog (components/tokens) answers it, in place of a toast and a trip to /pricing.
  const dialog = page.getByTestId("token-shortage-dialog");
  await expect(dialog.getByTestId("token-shortage-message")).toHaveText("Insufficient tokens. You need 25 tokens but only have 10.");
  await expect(page).toHaveURL(new RegExp(`/builder/${resume.id}$`));
});

test("a failed step is marked, the dialog closes and the error is told in a toast", async ({ page }) => {
  await signUp(page);
  const resume = await createResume(page, "Nurse Practitioner");
  // The server answers the first step, then the printer fails: what a crashed Chromium looks like.
  await page.route(`**/api/resume/${resume.id}/export/pdf/stream`, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/x-ndjson",
      body: [
        { type: "step", step: "prepare", status: "active" },
        { type: "step", step: "prepare", status: "done" },
        { type: "step", step: "generate", status: "active" },
        { type: "error", error: { code: "ResumePrinterError", message: "printer", details: { step: "generate" } } },
      ]
        .map((event) => JSON.stringify(event))
        .join("\n"),
    }),
  );
  await openExportTab(page, resume.id);
  await page.locator('[data-panel="export"]').getByRole("button", { name: "Download PDF" }).click();
  const dialog = page.getByTestId("export-progress");
  await expect(dialog.locator('[data-step="generate"]')).toHaveAttribute("data-status", "error");
  await expect(dialog.locator('[data-step="prepare"]')).toHaveAttribute("data-status", "done");
  await expect(page.getByText("We could not create your PDF. Please try again.")).toBeVisible();
  await expect(dialog).toBeHidden();
});
