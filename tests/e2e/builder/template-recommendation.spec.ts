import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { getSampleResume } from "@/core/resume/samples";
import { suggestTemplatesForResume, type ReasonSentence } from "@/core/templates/template-suggestions";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type enUSMessages from "@/messages/en-US/templateRecommendation.json";
import { expect, test } from "../fixtures/auth";
import { openBuilder, previewFrame, readResume } from "./core-helpers";

// Issue 17 item 5: the design panel's "Recommended for this resume" card shows the best templates for
// the resume with their reasons in words, and applies one as the picker does (saved, undoable).

test.describe.configure({ timeout: 240_000 });
test.use({ viewport: { width: 1440, height: 1400 } });
test.beforeEach(({ account }) => expect(account.username).toBeTruthy());

async function createSampleResume(page: Page, locale: "en-US" | "ar-SA"): Promise<ResumeDto> {
  const data = getSampleResume(locale);
  const created = await page.request.post("/api/resume", { data: { title: `Recommendation ${locale}`, data } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as ResumeDto;
}

type Messages = typeof enUSMessages;

function messagesOf(locale: "en-US" | "ar-SA"): Messages {
  const file = path.join(process.cwd(), "messages", locale, "templateRecommendation.json");
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}
const enUS = messagesOf("en-US");
const arSA = messagesOf("ar-SA");

function sentence(messages: Messages, key: ReasonSentence): string {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages.reasons) as string;
}

test("the card shows the resume's best templates with their reasons, and one click applies one", async ({ page }) => {
  const resume = await createSampleResume(page, "en-US");
  const expected = suggestTemplatesForResume(resume.data);
  await openBuilder(page, resume.id);
  await page.getByRole("tab", { name: "Design", exact: true }).click();

  const card = page.getByTestId("template-recommendation");
  await expect(card.getByRole("heading", { name: "Recommended for this resume" })).toBeVisible();
  const items = card.locator("[data-recommended-template]");
  await expect(items).toHaveCount(3);
  for (const [index, suggestion] of expected.entries()) {
    const item = items.nth(index);
    await expect(item).toHaveAttribute("data-recommended-template", suggestion.template);
    await expect(item.locator("[data-reason]")).toHaveText(suggestion.reasons.map((key) => sentence(enUS, key)));
  }
  // A senior software engineer: the words say why.
  await expect(items.first()).toContainText("Made for technology roles");
  await expect(items.first()).toContainText("Suits senior roles");
  await expect(items.first()).toContainText("Strong match");

  const before = resume.data.metadata.template;
  const chosen = expected.find((suggestion) => suggestion.template !== before)!.template;
  const name = chosen.charAt(0).toUpperCase() + chosen.slice(1);
  await card.getByRole("button", { name: `Use the ${name} template` }).click();

  await expect(previewFrame(page).locator(".vr-root")).toHaveClass(new RegExp(`vr-t-${chosen}`), { timeout: 60_000 });
  await expect(card.locator(`[data-recommended-template=${chosen}]`)).toContainText("In use");
  // The picker shows the same choice.
  await expect(page.locator(`[data-panel=design] button[data-template=${chosen}]`)).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.metadata.template, { timeout: 30_000 })
    .toBe(chosen);

  // One edit: a single undo brings the previous template back, and that is saved too.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(previewFrame(page).locator(".vr-root")).toHaveClass(new RegExp(`vr-t-${before}`));
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.metadata.template, { timeout: 30_000 })
    .toBe(before);
});

test("in Arabic the card reads right to left with Arabic reasons", async ({ page }) => {
  const resume = await createSampleResume(page, "ar-SA");
  const expected = suggestTemplatesForResume(resume.data);
  await page.goto(`/ar-SA/builder/${resume.id}`, { timeout: 180_000 });
  const tab = page.getByRole("tab", { name: "التصميم", exact: true });
  await expect(tab).toBeVisible({ timeout: 120_000 });
  await tab.click();

  const card = page.getByTestId("template-recommendation");
  await expect(card.getByRole("heading", { name: arSA.title })).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  const first = card.locator("[data-recommended-template]").first();
  await expect(first).toHaveAttribute("data-recommended-template", expected[0]!.template);
  await expect(first.locator("[data-reason]")).toHaveText(expected[0]!.reasons.map((key) => sentence(arSA, key)));
  await expect(first).toContainText(arSA.reasons.industry.finance);
});
