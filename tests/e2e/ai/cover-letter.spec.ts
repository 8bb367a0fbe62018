import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "@/tests/support/pdf-text";
import { signIn, signUp, test, expect } from "../fixtures/auth";
import { openBuilder } from "../builder/core-helpers";
import { demoPassword, expectTokenShortage } from "../tokens/helpers";
import { frontendEngineer, remainingTokens, resumeWithFacts } from "./resume-facts";

// The cover letter from the builder on the offline engine (no OPENAI_API_KEY on the e2e server): a
// paid user opens it from the builder's header, generates the letter from the resume and the job
// (COVER_LETTER, 100 tokens), edits it, finds the edit after a reload, sees it in the live preview
// and downloads the PDF, whose text holds the edit. A FREE user may use it too (spec §6: signed-in
// users) and pays as the permissions say; a guest's builder does not offer it and the API refuses a
// guest. Each test keeps a picture of the page in its output folder, for review.
test.describe.configure({ timeout: 300_000 });

const job = `Senior Frontend Engineer (React)
Requirements:
- Expert JavaScript and TypeScript
- Experience with Kubernetes and PostgreSQL
Nice to have:
- Python`;

/** A new resume with a job history (through the API). */
const frontendResume = (page: Page) => resumeWithFacts(page, frontendEngineer, { title: "Cover letter journey" });

const letterEditor = (page: Page) => page.getByRole("textbox", { name: "Cover letter text" });
const saveState = (page: Page) => page.getByTestId("cover-letter-save-status").first();

async function generateFromBuilder(page: Page, id: string) {
  await openBuilder(page, id);
  await page.getByTestId("cover-letter-entry").click();
  await page.waitForURL(new RegExp(`/builder/${id}/cover-letter$`), { timeout: 120_000 });
  await page.getByLabel("Job title").fill("Senior Frontend Engineer");
  await page.getByLabel("Company", { exact: true }).fill("Acme Retail");
  await page.getByLabel("Job description (optional)").fill(job);
  await page.getByRole("button", { name: "Generate letter · 100 tokens" }).click();
  await expect(page.getByTestId("cover-letter-result").getByTestId("offline-draft")).toContainText("Offline draft", {
    timeout: 60_000,
  });
}

test("a paid user generates the letter from the builder, edits it, keeps the edit after a reload and downloads the PDF", async ({
  page,
}) => {
  expect(await signIn(page, { identifier: "demo-pro", password: demoPassword })).toMatchObject({
    status: "authenticated",
  });
  const id = await frontendResume(page);
  const start = await remainingTokens(page);
  await generateFromBuilder(page, id);

  const editor = letterEditor(page);
  await expect(editor).toContainText("Dear Hiring Manager,");
  await expect(editor).toContainText("I am writing to apply for the Senior Frontend Engineer position at Acme Retail.");
  await expect(editor).toContainText(
    "Migrated 12 services to K8s, cutting hosting costs by 30% (Senior Frontend Engineer, Noon)",
  );
  await expect(editor).not.toContainText("Python");
  // The demo account is shared by other specs: the change is this run's own.
  expect(start - (await remainingTokens(page))).toBeGreaterThanOrEqual(100);

  // The live preview draws the letter in the resume's template, under the resume's name.
  const preview = page.frameLocator('iframe[title="Cover letter preview in the resume\'s design"]');
  await expect(preview.getByText("Dear Hiring Manager,")).toBeVisible({ timeout: 30_000 });
  await expect(preview.getByText("Sam Taylor").first()).toBeVisible();

  // An edit is saved by itself and is there after a reload.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("P.S. I can start in March.");
  await expect(saveState(page)).toHaveAttribute("data-status", "saved", { timeout: 30_000 });
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get(`/api/resume/${id}/cover-letter`)).json()), {
      timeout: 30_000,
    })
    .toContain("P.S. I can start in March.");
  await expect(preview.getByText("P.S. I can start in March.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("cover-letter.png") });
  await page.reload();
  await expect(letterEditor(page)).toContainText("P.S. I can start in March.", { timeout: 60_000 });
  await expect(page.getByLabel("Company", { exact: true })).toHaveValue("Acme Retail");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download cover letter" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Cover letter journey-cover-letter.pdf");
  const text = (await pdfText(new Uint8Array(await readFile((await file.path())!)))).replace(/\s+/g, " ");
  expect(text).toContain("Sam Taylor");
  expect(text).toContain("Dear Hiring Manager,");
  expect(text).toContain("P.S. I can start in March.");
});

test("a FREE user may write a letter (100 tokens), pays 25 for its watermarked PDF and meets the token dialog; a guest is refused", async ({
  page,
  browser,
}) => {
  await signUp(page);
  const id = await frontendResume(page);
  const start = await remainingTokens(page);
  await generateFromBuilder(page, id);
  await expect(letterEditor(page)).toContainText("Dear Hiring Manager,");
  expect(await remainingTokens(page)).toBe(start - 100);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download cover letter" }).click();
  await download;
  expect(await remainingTokens(page)).toBe(start - 125);

  // A second letter replaces the first only when asked (100 more); a third finds too few tokens: the token
  // dialog, nothing charged, the letter left as it was.
  await page.getByRole("button", { name: "Generate letter · 100 tokens" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Generate a new letter" }).click();
  await expect(saveState(page)).toHaveAttribute("data-status", "saved", { timeout: 60_000 });
  expect(await remainingTokens(page)).toBe(start - 225);
  await page.getByRole("button", { name: "Generate letter · 100 tokens" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Generate a new letter" }).click();
  const shortage = await expectTokenShortage(page, 100);
  expect(await remainingTokens(page)).toBe(start - 225);
  await page.keyboard.press("Escape");
  await expect(shortage).toBeHidden();
  await expect(letterEditor(page)).toContainText("Dear Hiring Manager,");

  // A guest: the builder offers no cover letter, and the API refuses one without charging.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto("/builder/try", { timeout: 180_000 });
  await guest.waitForURL(/\/builder\/guest\//, { timeout: 120_000 });
  await expect(guest.getByLabel("Full name")).toBeVisible({ timeout: 120_000 });
  await expect(guest.getByTestId("cover-letter-entry")).toHaveCount(0);
  const refused = await guest.request.post("/api/ai/cover-letter", {
    data: { resumeId: id, jobTitle: "Engineer", company: "Acme", idempotencyKey: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { code: "Forbidden" } });
  expect((await guest.request.get(`/api/resume/${id}/cover-letter`)).status()).toBe(403);
  await context.close();
});
