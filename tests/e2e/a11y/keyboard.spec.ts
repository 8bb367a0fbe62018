import { expect, test, type Locator, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { createResume, openBuilder } from "../builder/core-helpers";

/*
 * Issue 25, item 7: the builder with the keyboard alone. An item is added, edited (from its row and from
 * its ⋮ menu) and reordered; after every dialog closes, the focus is where the user left off: on the new
 * item, on the row or on the menu button that opened the dialog, never on <body>.
 */

/** Presses Tab until the target has the focus (the keyboard's way there), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

function activeDescription(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || !active
      ? "body"
      : `${active.tagName.toLowerCase()} ${active.getAttribute("aria-label") ?? active.textContent?.trim() ?? ""}`;
  });
}

test("adds, edits and reorders an item with the keyboard alone, and the focus comes back after each dialog", async ({
  page,
}) => {
  // The builder's first open is slow on a loaded machine (openBuilder allows it two minutes).
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUp(page);
  const resume = await createResume(page, { title: "Keyboard journey" });
  await openBuilder(page, resume.id);

  // The first Tab stop is the skip link to the content panel; it lands in the panel, past the top bar.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the content panel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("tabpanel", { name: "Content" })).toBeFocused();

  const experience = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Experience", exact: true, level: 2 }) });
  const addButton = experience.locator('[data-item-add="experience"]');
  const rows = experience.locator("[data-item-id]");
  const dialog = page.getByRole("dialog");

  async function addExperience(company: string) {
    await tabTo(page, addButton);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Company")).toBeFocused();
    await page.keyboard.type(company);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    // The new item takes the focus.
    await expect(rows.filter({ hasText: company }).locator("[data-item-open]")).toBeFocused();
  }

  // Add: Escape first gives the focus back to the add button, then two items are added.
  await tabTo(page, addButton);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(addButton, await activeDescription(page)).toBeFocused();
  await addExperience("Analytical Engines Ltd");
  await addExperience("Difference Works");
  await expect(rows).toHaveCount(2);

  // Edit from the row: Escape, then a change saved with Enter; both times the row has the focus again.
  const first = rows.filter({ hasText: "Analytical Engines Ltd" });
  await tabTo(page, first.locator("[data-item-open]"));
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(first.locator("[data-item-open]")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await page.keyboard.press("End");
  await page.keyboard.type(" & Co");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const renamed = rows.filter({ hasText: "Analytical Engines Ltd & Co" });
  await expect(renamed.locator("[data-item-open]"), await activeDescription(page)).toBeFocused();

  // Edit from the ⋮ menu: the focus comes back to the menu button.
  await page.keyboard.press("Tab");
  const menuButton = renamed.getByRole("button", { name: "Actions for Analytical Engines Ltd & Co" });
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Edit" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Company")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton, await activeDescription(page)).toBeFocused();

  // Reorder: the drag handle with Space, ArrowDown, Space moves the first item below the second.
  await expect(rows.first()).toContainText("Analytical Engines Ltd & Co");
  const handle = renamed.getByRole("button", { name: "Reorder Analytical Engines Ltd & Co" });
  await page.keyboard.down("Shift");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.up("Shift");
  await expect(handle).toBeFocused();
  // Each step waits for its announcement (dnd-kit's live region), as a screen reader user would hear it.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(announcement).toContainText("Picked up Analytical Engines Ltd & Co, position 1 of 2.");
  await page.keyboard.press("ArrowDown");
  await expect(announcement).toContainText("moved to position 2 of 2.");
  await page.keyboard.press("Space");
  await expect(announcement).toContainText("dropped at position 2 of 2.");
  await expect(rows.first()).toContainText("Difference Works");
  await expect(rows.last()).toContainText("Analytical Engines Ltd & Co");
  // The moved item keeps the focus on its handle.
  await expect(handle).toBeFocused();
});
