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
