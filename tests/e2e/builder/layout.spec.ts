import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { createResume, openBuilder } from "./core-helpers";

// The builder's frame stays put (issue 24): the panels scroll, the document never does, and the
// tablet top bar has room for the title and the save state.

/** How far the document is scrolled and how tall it is against the viewport. */
function documentExtent(page: Page) {
  return page.evaluate(() => ({
    scrollY: window.scrollY,
    height: document.documentElement.scrollHeight,
    viewport: window.innerHeight,
  }));
}

test("scrolling the content panel to its end and adding a section leave the document where it is", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  const resume = await createResume(page, { title: "Layout journey" });
  await openBuilder(page, resume.id);

  const panel = page.getByRole("tabpanel");
  await panel.hover();
  await page.mouse.wheel(0, 20_000);
  await expect
    .poll(() => panel.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1))
    .toBe(true);
  await page.locator("[data-add-section]").click();
  // The new section takes the focus and is scrolled to (smoothly: wait until it is in view).
  const added = page.getByRole("heading", { name: "Custom Section", level: 2 });
  await expect(added).toBeFocused();
  await expect(added).toBeInViewport();

  const extent = await documentExtent(page);
  expect(extent.scrollY).toBe(0);
  expect(extent.height).toBe(extent.viewport);
  await expect(page.getByRole("banner")).toBeInViewport();
  await expect(page.getByRole("button", { name: "Rename resume: Layout journey" })).toBeInViewport();
});

for (const locale of ["en-US", "ar-SA"] as const) {
  test(`${locale} tablet top bar: the title shows and the save state is whole`, async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signUp(page);
    const resume = await createResume(page, { title: "Tablet title" });
    await page.goto(`${locale === "en-US" ? "" : `/${locale}`}/builder/${resume.id}`, { timeout: 180_000 });
    // The visible title (the rename button's text; the page's hidden level-one heading repeats it).
    const title = page.getByRole("banner").getByRole("button").getByText("Tablet title");
    await expect(title).toBeVisible({ timeout: 120_000 });
    const isWhole = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().width > 0);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await isWhole("header [data-save-status] span")).toBe(true);
  });
}

test("the separator between the editor and the preview moves by keyboard and pointer, within 20-50 %, in both directions", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await signUp(page);
  const resume = await createResume(page, { title: "Separator" });
  for (const locale of ["en-US", "ar-SA"] as const) {
    await page.goto(`${locale === "en-US" ? "" : `/${locale}`}/builder/${resume.id}`, { timeout: 180_000 });
    const separator = page.getByRole("separator", {
      name: locale === "en-US" ? "Resize the editor and the preview" : "تغيير حجم المحرر والمعاينة",
    });
    await expect(separator).toHaveAttribute("aria-valuenow", "40", { timeout: 120_000 });
    const editor = page.locator("#builder-editor-pane");
    /** The editor pane's share of the row, in %. */
    const share = () =>
      editor.evaluate((element) => (100 * element.getBoundingClientRect().width) / element.parentElement!.clientWidth);
    expect(await share()).toBeCloseTo(40, 0);

    // The arrow pointing away from the editor widens it: right in English, left in Arabic.
    const [widen, narrow] = locale === "en-US" ? ["ArrowRight", "ArrowLeft"] : ["ArrowLeft", "ArrowRight"];
    await separator.focus();
    await page.keyboard.press(widen);
    await expect(separator).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press(widen);
    await page.keyboard.press(widen);
    await expect(separator).toHaveAttribute("aria-valuenow", "50");
    await page.keyboard.press(narrow);
    await expect(separator).toHaveAttribute("aria-valuenow", "45");
    await page.keyboard.press("Home");
    await expect(separator).toHaveAttribute("aria-valuenow", "20");
    expect(await share()).toBeCloseTo(20, 0);

    // Dragged to 30 % of the row from the editor's side; then far past the preview's half, it stops at 50 %.
    const row = await editor.evaluate((element) => {
      const box = element.parentElement!.getBoundingClientRect();
      return { left: box.left, right: box.right, width: box.width };
    });
    const at = (percent: number) =>
      locale === "en-US" ? row.left + (row.width * percent) / 100 : row.right - (row.width * percent) / 100;
    const handle = (await separator.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(at(30), handle.y + handle.height / 2, { steps: 5 });
    await expect(separator).toHaveAttribute("data-separator", "active");
    await page.mouse.up();
    await expect(separator).toHaveAttribute("aria-valuenow", "30");
    expect(await share()).toBeCloseTo(30, 0);
    const moved = (await separator.boundingBox())!;
    await page.mouse.move(moved.x + moved.width / 2, moved.y + 100);
    await page.mouse.down();
    // Over the preview's frame: the separator keeps the pointer.
    await page.mouse.move(at(90), moved.y + 100, { steps: 8 });
    await page.mouse.up();
    await expect(separator).toHaveAttribute("aria-valuenow", "50");
    await expect(separator).toHaveAttribute("data-separator", "inactive");
  }
});
