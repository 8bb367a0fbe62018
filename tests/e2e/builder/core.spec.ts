import { signUp, test, expect } from "../fixtures/auth";
import { blurField, createResume, openBuilder, previewFrame, readResume, saveStatus } from "./core-helpers";

test.describe.configure({ timeout: 420_000 });
// Every journey runs signed in as a fresh account.
test.beforeEach(({ account }) => expect(account.username).toBeTruthy());

test("the builder opens a resume beside its live preview; undo and redo 5 steps by keyboard and toolbar", async ({ page }) => {
  const resume = await createResume(page, { title: "Core journey" });
  await openBuilder(page, resume.id);
  const frame = previewFrame(page);
  await expect(frame.getByRole("heading", { name: "Ada Lovelace" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Rename resume: Core journey" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Content" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Copy public link" })).toBeDisabled();

  // Five steps of history.
  const name = page.getByLabel("Full name");
  const names = ["Ada Lovelace", "Step 1", "Step 2", "Step 3", "Step 4", "Step 5"];
  for (const next of names.slice(1)) {
    await name.fill(next);
    await expect(frame.getByRole("heading", { name: next, exact: true })).toBeVisible();
    // Edits within half a second of each other (a burst of typing) are one step; these are five.
    await page.waitForTimeout(600);
  }

  // Keyboard, outside a text field: the resume's history (inside a field the field's own undo acts).
  await blurField(page);
  for (let step = 4; step >= 0; step -= 1) {
    await page.keyboard.press("ControlOrMeta+z");
    await expect(name).toHaveValue(names[step] as string);
    await expect(frame.getByRole("heading", { name: names[step], exact: true })).toBeVisible();
  }
  for (let step = 1; step <= 3; step += 1) {
    await page.keyboard.press("ControlOrMeta+Shift+z");
    await expect(frame.getByRole("heading", { name: names[step], exact: true })).toBeVisible();
  }
  await page.keyboard.press("Control+y");
  await page.keyboard.press("Control+y");
  await expect(name).toHaveValue("Step 5");
  await expect(page.getByRole("button", { name: "Redo" })).toBeDisabled();

  // The toolbar's buttons.
  const undo = page.getByRole("button", { name: "Undo" });
  const redo = page.getByRole("button", { name: "Redo" });
  for (let step = 4; step >= 0; step -= 1) {
    await undo.click();
    await expect(frame.getByRole("heading", { name: names[step], exact: true })).toBeVisible();
  }
  for (let step = 1; step <= 5; step += 1) {
    await redo.click();
    await expect(frame.getByRole("heading", { name: names[step], exact: true })).toBeVisible();
  }

  // The page-break toggle edits the resume's page options; the frame draws the lines.
  const breaks = page.getByRole("button", { name: "Show page breaks" });
  const pressed = (await breaks.getAttribute("aria-pressed")) === "true";
  await breaks.click();
  await expect(breaks).toHaveAttribute("aria-pressed", String(!pressed));
  await expect(frame.locator(".vr-root")).toHaveClass(pressed ? /^(?!.*vr-break-lines)/ : /vr-break-lines/);

  // Zoom is clamped to 40-100 %.
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

  // Everything reached the server.
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "saved", { timeout: 30_000 });
  await expect.poll(async () => (await readResume(page, resume.id)).data.basics.name).toBe("Step 5");
  await expect.poll(async () => (await readResume(page, resume.id)).data.metadata.page.options.breakLine).toBe(!pressed);
});

test("renaming in the top bar saves the title", async ({ page }) => {
  const resume = await createResume(page, { title: "Old title" });
  await openBuilder(page, resume.id);
  await page.getByRole("button", { name: "Rename resume: Old title" }).click();
  const input = page.getByLabel("Resume title", { exact: true });
  await input.fill("New title");
  await input.press("Enter");
  await expect(page.getByRole("button", { name: "Rename resume: New title" })).toBeVisible();
  await expect.poll(async () => (await readResume(page, resume.id)).title).toBe("New title");
});

test("?template= sets the template once, and it is saved", async ({ page }) => {
  const resume = await createResume(page);
  await openBuilder(page, resume.id, "?template=onyx");
  await expect(previewFrame(page).locator(".vr-root.vr-t-onyx")).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await readResume(page, resume.id)).data.metadata.template, { timeout: 15_000 }).toBe("onyx");
});

test("a locked resume opens read-only with the lock shown", async ({ page }) => {
  const resume = await createResume(page, { title: "Locked one" });
  const lock = await page.request.patch(`/api/resume/${resume.id}/lock`, { data: { set: true } });
  expect(lock.status()).toBe(200);
  await page.goto(`/builder/${resume.id}`, { timeout: 180_000 });
  await expect(page.getByText("This resume is locked.").first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("img", { name: "This resume is locked." })).toBeVisible();
  await expect(previewFrame(page).getByRole("heading", { name: "Ada Lovelace" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Show page breaks" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Rename resume: Locked one" })).toBeDisabled();
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", /idle|locked/);
  expect((await readResume(page, resume.id)).version).toBe(resume.version);
});

test("/builder goes to the resume list; another user's resume goes to the dashboard", async ({ page, browser }) => {
  await page.goto("/builder", { timeout: 180_000 });
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  const resume = await createResume(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUp(other);
  await other.goto(`/builder/${resume.id}`, { timeout: 180_000 });
  // The dashboard itself then shows its default page, the resume list.
  await expect(other).toHaveURL(/\/dashboard(\/resumes)?$/);
  await otherContext.close();
});
