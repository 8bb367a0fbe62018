import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";

const cards = (page: Page) => page.getByTestId("resume-card");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function openActions(page: Page, title: string) {
  await card(page, title).getByTestId("resume-actions").click();
}

test("create, quick-create in Arabic, rename, duplicate at the limit, delete, lock and unlock, grid and list", async ({
  page,
}) => {
  // A long journey through a dozen dialogs and one builder load.
  test.slow();
  const { email, username } = await signUp(page);
  await page.goto("/dashboard/resumes");
  await expect(page.getByText("No resumes yet")).toBeVisible();

  // Create a blank resume: first the choice, then the form (with its back button).
  await page.getByRole("button", { name: "Create new resume" }).first().click();
  await page.getByRole("button", { name: /Blank resume/ }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: /Blank resume/ }).click();
  await page.getByLabel("Title", { exact: true }).fill("Product Designer");
  await expect(page.getByLabel("URL slug")).toHaveValue("product-designer");
  await expect(page.locator("#resume-slug-hint")).toContainText(`/${username}/product-designer`);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(card(page, "Product Designer")).toBeVisible();

  // Quick-create with the Arabic sample and the user's email.
  await page.getByRole("button", { name: "Create new resume" }).click();
  await page.getByRole("button", { name: /Blank resume/ }).click();
  await page.getByLabel("Title", { exact: true }).fill("سيرتي الذاتية");
  await page.getByLabel("Resume language").selectOption("ar-SA");
  await page.getByRole("button", { name: "Start from a sample" }).click();
  await expect(card(page, "سيرتي الذاتية")).toBeVisible();
  const list = await (await page.request.get("/api/resume")).json();
  const arabic = list.find((item: { title: string }) => item.title === "سيرتي الذاتية");
  const arabicResume = await (await page.request.get(`/api/resume/${arabic.id}`)).json();
  expect(arabicResume.language).toBe("ar-SA");
  expect(arabicResume.data.basics.email).toBe(email);
  expect(arabicResume.data.metadata.typography.font.family).toBe("El Messiri");
  expect(arabicResume.data.sections.experience.items.length).toBeGreaterThan(0);

  // Rename.
  await openActions(page, "Product Designer");
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Lead Product Designer");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(card(page, "Lead Product Designer")).toBeVisible();

  // A free account holds two resumes: duplicating a third shows the limit notice in the dialog.
  await openActions(page, "Lead Product Designer");
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Lead Product Designer (Copy)");
  await expect(page.getByRole("alert")).toContainText("number of resumes your plan allows");
  await expect(page.getByRole("button", { name: "Duplicate", exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");
  // Creating says so too, before Create is pressed, and Create cannot be pressed.
  await page.getByRole("button", { name: "Create new resume" }).first().click();
  await expect(page.getByRole("alert")).toContainText("number of resumes your plan allows");
  await page.getByRole("button", { name: /Blank resume/ }).click();
  await expect(page.getByRole("button", { name: "Create", exact: true })).toBeDisabled();
  await page.keyboard.press("Escape");

  // Delete the Arabic one (Cancel, focused first, keeps it), then the duplicate goes through.
  await openActions(page, "سيرتي الذاتية");
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, "سيرتي الذاتية")).toBeVisible();
  await openActions(page, "سيرتي الذاتية");
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(card(page, "سيرتي الذاتية")).toHaveCount(0);
  await openActions(page, "Lead Product Designer");
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await page.getByRole("button", { name: "Duplicate", exact: true }).click();
  await expect(card(page, "Lead Product Designer (Copy)")).toBeVisible();

  // Lock: shown on the card, refused by the API, then unlocked.
  await openActions(page, "Lead Product Designer");
  await page.getByRole("menuitem", { name: "Lock" }).click();
  await page.getByRole("button", { name: "Lock", exact: true }).click();
  const locked = card(page, "Lead Product Designer");
  await expect(locked.getByTestId("locked-badge")).toBeVisible();
  const lockedId = await locked.getAttribute("data-resume-id");
  expect(
    (await page.request.patch(`/api/resume/${lockedId}`, { data: { version: 2, title: "Edited" } })).status(),
  ).toBe(423);
  // The card's link opens the builder read-only, with the lock shown.
  await locked.getByRole("link", { name: "Lead Product Designer", exact: true }).click();
  await page.waitForURL(`**/builder/${lockedId}`);
  await expect(page.getByRole("img", { name: "This resume is locked." })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Full name")).not.toBeEditable();
  await page.goto("/dashboard/resumes");
  await openActions(page, "Lead Product Designer");
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeDisabled();
  await page.getByRole("menuitem", { name: "Unlock" }).click();
  await page.getByRole("button", { name: "Unlock", exact: true }).click();
  await expect(locked.getByTestId("locked-badge")).toHaveCount(0);

  // Grid and list, remembered across a reload.
  await expect(page.getByTestId("resume-list")).toHaveAttribute("data-view", "grid");
  await page.getByRole("radio", { name: "List view" }).click();
  await expect(page.getByTestId("resume-list")).toHaveAttribute("data-view", "list");
  await page.reload();
  await expect(page.getByTestId("resume-list")).toHaveAttribute("data-view", "list");
  await expect(cards(page)).toHaveCount(2);
});

test("arriving from the template gallery (?template=) opens the create dialog, and the new resume opens in the builder with that template", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/dashboard/resumes?template=onyx");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("button", { name: /Blank resume/ }).click();
  await page.getByLabel("Title", { exact: true }).fill("Onyx resume");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForURL(/\/builder\/[^/?]+\?template=onyx$/, { timeout: 60_000 });

  // An unknown template is ignored: no dialog opens by itself.
  await page.goto("/dashboard/resumes?template=not-a-template");
  await expect(card(page, "Onyx resume")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("on a small phone, the toolbar and the list view stay inside the screen (a long title cut with an ellipsis)", async ({
  page,
}) => {
  // 360 CSS pixels: the narrowest common Android width. The toolbar (view, import, create) wraps instead of spilling.
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page);
  const title = "Senior Software Engineer · Backend & Platform · Distributed Systems and Developer Experience";
  const created = await page.request.post("/api/resume", { data: { title } });
  expect(created.status()).toBe(201);
  await page.goto("/dashboard/resumes");
  await page.getByRole("radio", { name: "List view" }).click();
  await expect(page.getByTestId("resume-list")).toHaveAttribute("data-view", "list");
  const link = card(page, title).getByRole("link", { name: title, exact: true });
  await expect(link).toBeVisible();
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  const box = await card(page, title).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  // The title is cut, not wrapped or spilling: its text is wider than the room it has.
  expect(await link.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});
