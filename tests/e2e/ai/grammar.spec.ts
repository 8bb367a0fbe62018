import type { Page } from "@playwright/test";
import { signUp, test, expect } from "../fixtures/auth";
import { summary as tokenSummary } from "../tokens/helpers";
import { createResume, openBuilder, readResume } from "../builder/core-helpers";

// Instant spelling and grammar marks (issue #16, item 6): Harper runs in a worker in the browser, offline and
// free, and underlines problems as the user types, in the summary and the item editors, for English resumes.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let page: Page;
let resumeId: string;

async function remainingTokens(): Promise<number> {
  return (await tokenSummary(page.request)).remaining;
}

const summary = () => page.locator("#summary-content");
const summaryCard = () => page.locator('section[data-section="summary"]');
const marks = () => summary().locator(".grammar-mark");

async function storedSummary(): Promise<string> {
  const data = (await readResume(page, resumeId)).data as unknown as { sections: { summary: { content: string } } };
  return data.sections.summary.content;
}

async function typeInSummary(text: string) {
  await summary().click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signUp(page);
  resumeId = (await createResume(page, { title: "Grammar marks" })).id;
  await openBuilder(page, resumeId);
});

test.afterAll(async () => {
  await page.context().close();
});

test("a misspelt word is marked as it is typed, and the stored text carries no mark", async () => {
  const tokens = await remainingTokens();
  await typeInSummary("We reviewed teh reports every week.");
  const mark = summary().locator(".grammar-mark-spelling", { hasText: "teh" });
  // The first check loads Harper's WebAssembly in the worker.
  await expect(mark).toBeVisible({ timeout: 60_000 });
  await expect(marks()).toHaveCount(1);
  await expect(summary()).toHaveAttribute("spellcheck", "false");
  await expect(summaryCard().locator('[data-slot="grammar-button"]')).toHaveAccessibleName(
    "Spelling and grammar: 1 issue",
  );

  // Marks are decorations: the autosaved HTML is the text as typed.
  await expect.poll(storedSummary).toBe("<p>We reviewed teh reports every week.</p>");
  // Free: no token was spent.
  expect(await remainingTokens()).toBe(tokens);
});

test("a mark follows the text typed before it, and a new check comes within moments of a keystroke", async () => {
  await summary().click();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.type("Every Monday ");
  await expect(summary().locator(".grammar-mark-spelling")).toHaveText("teh");
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" We recieved praise.");
  await expect(summary().locator(".grammar-mark-spelling", { hasText: "recieved" })).toBeVisible();
  await expect(marks()).toHaveCount(2);
});

test("clicking a mark opens its suggestions; choosing one replaces the word", async () => {
  await summary().locator(".grammar-mark-spelling", { hasText: "teh" }).click();
  const panel = page.locator('[data-slot="grammar-panel"]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-slot="grammar-issue"]')).toHaveCount(1);
  await expect(panel.getByText("Spelling", { exact: true })).toBeVisible();
  await panel.getByRole("button", { name: "the", exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(summary()).toHaveText("Every Monday We reviewed the reports every week. We recieved praise.");
  await expect(summary().locator(".grammar-mark-spelling", { hasText: "teh" })).toHaveCount(0);
  await expect(summary().locator(".grammar-mark-spelling", { hasText: "recieved" })).toBeVisible();
});

test("the toolbar button lists every issue; Ignore stops marking one", async () => {
  await summaryCard().locator('[data-slot="grammar-button"]').click();
  const panel = page.locator('[data-slot="grammar-panel"]');
  const issue = panel.locator('[data-slot="grammar-issue"]', { hasText: "recieved" });
  await expect(issue).toBeVisible();
  await issue.getByRole("button", { name: "Ignore" }).click();
  await expect(summary().locator(".grammar-mark", { hasText: "recieved" })).toHaveCount(0);
  await expect(panel.getByText("No spelling or grammar issues found.")).toBeVisible();
  await page.keyboard.press("Escape");
});

test("the item editors are checked too", async () => {
  const experience = page.locator('section[data-section="experience"]');
  await experience.getByRole("button", { name: "Add an item" }).click();
  const dialog = page.getByRole("dialog");
  const editor = dialog.getByRole("textbox", { name: "Summary" });
  await editor.click();
  await page.keyboard.type("Led a team of nurses and wrote shift plans wich cut overtime.");
  await expect(editor.locator(".grammar-mark-spelling", { hasText: "wich" })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press("Escape");
});

test("the switch turns checking off for this browser, and it stays off after a reload", async () => {
  await typeInSummary("We reviewed teh reports.");
  await expect(marks()).toHaveCount(1, { timeout: 30_000 });
  await summaryCard().locator('[data-slot="grammar-button"]').click();
  const panel = page.locator('[data-slot="grammar-panel"]');
  await panel.getByRole("switch", { name: "Check as I type" }).click();
  await expect(marks()).toHaveCount(0);
  await expect(panel.getByRole("status")).toContainText("Checking as you type is off");
  await expect(summary()).toHaveAttribute("spellcheck", "true");

  await expect.poll(storedSummary).toBe("<p>We reviewed teh reports.</p>");
  await page.reload();
  await expect(summary()).toContainText("We reviewed teh reports.");
  await expect(summary()).toHaveAttribute("spellcheck", "true");
  await expect(marks()).toHaveCount(0);
  await summaryCard().locator('[data-slot="grammar-button"]').click();
  await panel.getByRole("switch", { name: "Check as I type" }).click();
  await expect(marks()).toHaveCount(1, { timeout: 30_000 });
  await page.keyboard.press("Escape");
});

test("an answer landing between a caret move and the editor's reading of it leaves the caret where the browser put it", async () => {
  await expect(marks()).toHaveCount(1);
  // All in one task, as when a check's answer comes right after Ctrl+End and before the browser's
  // "selectionchange" event: the editor still holds the caret at the start, the browser shows it at the end.
  const caret = await page.evaluate(() => {
    const dom = document.querySelector<HTMLElement & { editor: TiptapLike }>("#summary-content")!;
    const { editor } = dom;
    editor.commands.focus("start");
    const walker = document.createTreeWalker(dom, NodeFilter.SHOW_TEXT);
    let last: Node | null = null;
    while (walker.nextNode()) last = walker.currentNode;
    document.getSelection()!.collapse(last, last!.textContent!.length);
    // An answer that changes the marks (checking switched off clears them) redraws the marked text.
    const storage = editor.storage.grammarMarks;
    const locale = storage.locale;
    storage.locale = null;
    storage.recheck();
    const selection = document.getSelection()!;
    const before = document.createRange();
    before.setStart(dom, 0);
    before.setEnd(selection.focusNode!, selection.focusOffset);
    const result = {
      browser: before.toString().length,
      editor: editor.state.selection.head,
      length: dom.textContent!.length,
    };
    storage.locale = locale;
    storage.recheck();
    return result;

    type TiptapLike = {
      commands: { focus: (at: "start") => void };
      state: { selection: { head: number } };
      storage: { grammarMarks: { locale: string | null; recheck: () => void } };
    };
  });
  expect(caret.browser).toBe(caret.length);
  // One paragraph: the editor's position of the text's end is its length plus the paragraph's opening.
  expect(caret.editor).toBe(caret.length + 1);
  await expect(marks()).toHaveCount(1, { timeout: 30_000 });
  await page.keyboard.type(" Done.");
  await expect(summary()).toHaveText("We reviewed teh reports. Done.");
  await expect.poll(storedSummary).toBe("<p>We reviewed teh reports. Done.</p>");
});

test("a resume in another language is not marked, and the panel says why", async () => {
  const resume = await readResume(page, resumeId);
  const data = structuredClone(resume.data) as unknown as { metadata: { locale: string } };
  data.metadata.locale = "ar-SA";
  const saved = await page.request.patch(`/api/resume/${resumeId}`, { data: { version: resume.version, data } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(summary()).toContainText("We reviewed teh reports.");
  await summaryCard().locator('[data-slot="grammar-button"]').click();
  await expect(page.locator('[data-slot="grammar-panel"]').getByRole("status")).toContainText(
    "This resume is in another language",
  );
  await expect(marks()).toHaveCount(0);
});
