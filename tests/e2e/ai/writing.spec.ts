import type { Page } from "@playwright/test";
import { signUp, test, expect } from "../fixtures/auth";
import { summary as tokenSummary } from "../tokens/helpers";
import { createResume, openBuilder, saveResumeData, sectionItem } from "../builder/core-helpers";

// The writing features on the offline engine (no OPENAI_API_KEY on the e2e server), in one builder:
// generate summary (40 tokens, offline draft), then improve / fix / tone from the editor toolbar,
// each shown as a diff and accepted.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let page: Page;
let resumeId: string;

async function remainingTokens(): Promise<number> {
  return (await tokenSummary(page.request)).remaining;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signUp(page);
  const resume = await createResume(page, { title: "AI writing", name: "Lina Haddad" });
  resumeId = resume.id;
  const data = structuredClone(resume.data) as unknown as Record<string, unknown> & {
    sections: { experience: { items: unknown[] } };
  };
  data.sections.experience.items = [
    sectionItem({ id: "exp1", company: "City Hospital", position: "Staff Nurse", location: "", date: "2016 - 2024" }),
  ];
  await saveResumeData(page, resume, data);
  await openBuilder(page, resumeId);
});

test.afterAll(async () => {
  await page.context().close();
});

test("generate summary replaces the summary with an offline draft from the resume and charges 40 tokens", async () => {
  const before = await remainingTokens();
  await page.getByTestId("generate-summary").click();
  const dialog = page.getByRole("dialog", { name: "Generate a summary" });
  await expect(dialog.getByText("Costs 40 tokens")).toBeVisible();
  await dialog.getByLabel("Job title").fill("Head Nurse");
  await dialog.getByRole("button", { name: "Generate" }).click();
  const editor = page.locator("#summary-content");
  await expect(editor).toContainText("Staff Nurse at City Hospital", { timeout: 60_000 });
  await expect(editor).toContainText("Head Nurse");
  await expect(page.getByTestId("offline-draft").first()).toContainText("Offline draft");
  expect(await remainingTokens()).toBe(before - 40);
});

test("improve, fix and tone from the toolbar show a diff, and accepting changes the text", async () => {
  const editor = page.locator("#summary-content");
  const summaryCard = page.locator("[data-slot='rich-text-editor']").filter({ has: editor });
  const run = async (item: string) => {
    await editor.click();
    await summaryCard.getByTestId("ai-writing-menu").click();
    await page.getByRole("menuitem", { name: item }).click();
    const dialog = page.getByRole("dialog", { name: "Review the changes" });
    await expect(dialog.getByTestId("ai-diff")).toBeVisible({ timeout: 120_000 });
    return dialog;
  };
  /** Replaces the summary's text with `text` and runs `item` on it. */
  const runOn = async (text: string, item: string) => {
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(text);
    return run(item);
  };

  const improve = await runOn(
    "I was responsible for managing a lot of wards in order to cut waiting times.",
    "Improve writing",
  );
  await expect(improve.locator("ins")).toContainText(["managed"]);
  await expect(improve.getByTestId("offline-draft")).toBeVisible();
  await improve.getByRole("button", { name: "Accept changes" }).click();
  await expect(editor).toHaveText("I managed many wards to cut waiting times.");

  // Back into the text, as a user clicks there (the closing dialog hands the focus back on its own time).
  const fix = await runOn("I has trained the the new nurses.", "Fix spelling and grammar");
  await fix.getByRole("button", { name: "Accept changes" }).click();
  await expect(editor).toHaveText("I have trained the new nurses.");

  const tone = await runOn("I don't have a lot of kids!", "Professional");
  await tone.getByRole("button", { name: "Keep my text" }).click();
  await expect(editor).toHaveText("I don't have a lot of kids!");
  const again = await run("Professional");
  await again.getByRole("button", { name: "Accept changes" }).click();
  await expect(editor).toHaveText("I do not have many children.");
});
