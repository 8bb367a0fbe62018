import { signUp, test, expect } from "../fixtures/auth";
import { createResume, openBuilder, previewFrame, readResume, saveStatus } from "./core-helpers";

test.describe.configure({ timeout: 420_000 });
// Every journey runs signed in as a fresh account. Editing, history, page breaks and zoom: editing.spec.ts.
test.beforeEach(({ account }) => expect(account.username).toBeTruthy());

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
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.metadata.template, { timeout: 15_000 })
    .toBe("onyx");
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
