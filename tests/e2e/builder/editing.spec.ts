import type { Page } from "@playwright/test";
import { signUp, test, expect } from "../fixtures/auth";
import {
  blurField,
  createResume,
  openBuilder,
  previewFrame,
  readResume,
  saveStatus,
  type ResumeAnswer,
} from "./core-helpers";

// One builder, opened once, for several features in turn: each test names the one it checks, and a
// failure skips the rest instead of opening the builder again for each.
test.describe.configure({ mode: "serial", timeout: 240_000 });

let page: Page;
let resume: ResumeAnswer;
const names = ["Ada Lovelace", "Step 1", "Step 2", "Step 3", "Step 4", "Step 5"];
const heading = (name: string) => previewFrame(page).getByRole("heading", { name, exact: true });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  page = await browser.newPage();
  await signUp(page);
  resume = await createResume(page, { title: "Core journey" });
  // The history groups edits by time (a burst of typing within half a second is one step): the
  // page's clock is Playwright's, so the tests move it on instead of waiting.
  await page.clock.install();
  await openBuilder(page, resume.id);
});

test.afterAll(async () => {
  await page.context().close();
});

test("the builder opens a resume beside its live preview", async () => {
  await expect(heading("Ada Lovelace")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Rename resume: Core journey" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Copy public link" })).toBeDisabled();
});

test("edits more than half a second apart are separate steps of history", async () => {
  const name = page.getByLabel("Full name");
  for (const next of names.slice(1)) {
    await name.fill(next);
    await expect(heading(next)).toBeVisible();
    await page.clock.fastForward(600);
  }
});

test("undo and redo by keyboard, outside a text field", async () => {
  const name = page.getByLabel("Full name");
  // Inside a field the field's own undo acts; outside it, the resume's history.
  await blurField(page);
  for (let step = 4; step >= 0; step -= 1) {
    await page.keyboard.press("ControlOrMeta+z");
    await expect(name).toHaveValue(names[step] as string);
    await expect(heading(names[step] as string)).toBeVisible();
  }
  for (let step = 1; step <= 3; step += 1) {
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await expect(heading(names[step] as string)).toBeVisible();
  }
  await page.keyboard.press("Control+y");
  await page.keyboard.press("Control+y");
  await expect(name).toHaveValue("Step 5");
  await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();
});

test("undo and redo by the toolbar's buttons", async () => {
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  for (let step = 4; step >= 0; step -= 1) {
    await undo.click();
    await expect(heading(names[step] as string)).toBeVisible();
  }
  for (let step = 1; step <= 5; step += 1) {
    await redo.click();
    await expect(heading(names[step] as string)).toBeVisible();
  }
});

test("the page-break toggle edits the page options and the frame draws the lines", async () => {
  const breaks = page.getByRole("button", { name: "Show page breaks" });
  const pressed = (await breaks.getAttribute("aria-pressed")) === "true";
  await breaks.click();
  await expect(breaks).toHaveAttribute("aria-pressed", String(!pressed));
  await expect(previewFrame(page).locator(".vr-root")).toHaveClass(
    pressed ? /^(?!.*vr-break-lines)/ : /vr-break-lines/,
  );
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.metadata.page.options.breakLine)
    .toBe(!pressed);
});

test("zoom is clamped to 40-100 % and resets to 80 %", async () => {
  const zoomIn = page.getByRole("button", { name: "Zoom in" });
  await expect(page.getByLabel("Zoom level")).toHaveText("80%");
  await zoomIn.click();
  await expect(page.getByLabel("Zoom level")).toHaveText("90%");
  await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  const zoomOut = page.getByRole("button", { name: "Zoom out" });
  for (let click = 0; click < 6; click += 1) await zoomOut.click();
  await expect(page.getByLabel("Zoom level")).toHaveText("40%");
  await expect(zoomOut).toBeDisabled();
  await page.getByRole("button", { name: "Reset view" }).click();
  await expect(page.getByLabel("Zoom level")).toHaveText("80%");
});

test("every edit reached the server", async () => {
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });
  await expect.poll(async () => (await readResume(page, resume.id)).data.basics.name).toBe("Step 5");
});
