import type { ResumeDto } from "@/lib/resume/resume-dto";
import { test, expect } from "../fixtures/auth";
import { createResume, openBuilder, previewFrame, readResume, saveStatus } from "./core-helpers";

test.describe.configure({ timeout: 420_000 });
// Every journey runs signed in as a fresh account.
test.beforeEach(({ account }) => expect(account.username).toBeTruthy());

test("an edit is saved after a pause and is there after a reload", async ({ page }) => {
  const resume = await createResume(page);
  await openBuilder(page, resume.id);
  await page.getByLabel("Full name").fill("Grace Hopper");
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });
  await expect.poll(async () => (await readResume(page, resume.id)).data.basics.name).toBe("Grace Hopper");
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Grace Hopper", { timeout: 60_000 });
});

test("opening a resume saves nothing: the editor's own reading of its rich text is not an edit", async ({ page }) => {
  const created = await createResume(page);
  const stored = (await (await page.request.get(`/api/resume/${created.id}`)).json()) as ResumeDto;
  // A list item as other tools write it (tiptap reads it as <li><p>…</p></li>), and a signature
  // already there (an empty one is filled from the name on opening, and saved: spec §2).
  const { sections } = stored.data;
  const data = {
    ...stored.data,
    sections: {
      ...sections,
      summary: { ...sections.summary, content: "<p>Engineer.</p><ul><li>Cut latency by 63%</li></ul>" },
      signature: {
        ...sections.signature,
        items: [{ id: "signature", visible: true, content: "Ada Lovelace", image: "", date: "" }],
      },
    },
  };
  const saved = await page.request.patch(`/api/resume/${created.id}`, { data: { version: stored.version, data } });
  expect(saved.status()).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const writes: string[] = [];
  page.on("request", (request) => void (request.method() === "PATCH" && writes.push(request.url())));
  // Playwright's clock: the save debounce's time passes at once instead of being waited for.
  await page.clock.install();
  await openBuilder(page, created.id);
  await expect(page.getByRole("textbox", { name: "Professional summary" })).toContainText("Cut latency by 63%");
  await page.clock.runFor(3_000); // several times the save debounce: any edit would be saving by now
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "idle");
  expect(writes).toEqual([]);
  expect((await readResume(page, created.id)).version).toBe(version);
});

test("saves that fail are kept across a reload and reach the server when it answers again", async ({ page }) => {
  const resume = await createResume(page);
  await openBuilder(page, resume.id);
  // The server is unreachable for saves (the page itself still loads).
  const refuse = (route: import("@playwright/test").Route) =>
    route.request().method() === "PATCH" ? route.abort("internetdisconnected") : route.fallback();
  await page.route("**/api/resume/*", refuse);
  page.on("dialog", (dialog) => void dialog.accept());
  await page.getByLabel("Full name").fill("Unsent name");
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", /retrying|offline/);
  await page.getByLabel("Headline").fill("Unsent headline");

  await page.reload();
  // The edits are recovered from this browser, on top of the server's older copy.
  await expect(page.getByLabel("Full name")).toHaveValue("Unsent name", { timeout: 60_000 });
  await expect(page.getByLabel("Headline")).toHaveValue("Unsent headline");
  await expect(previewFrame(page).getByText("Unsent headline").first()).toBeVisible({ timeout: 30_000 });
  expect((await readResume(page, resume.id)).data.basics.name).toBe("Ada Lovelace");
  await page.getByLabel("Headline").fill("Unsent headline, more");

  await page.unroute("**/api/resume/*", refuse);
  // The retry with backoff delivers them by itself.
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.basics, { timeout: 45_000 })
    .toMatchObject({ name: "Unsent name", headline: "Unsent headline, more" });
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });
});

test("offline mid-edit: the state says so, a reload offline fails, back online every edit is saved", async ({
  page,
  context,
}) => {
  const resume = await createResume(page);
  await openBuilder(page, resume.id);
  await page.getByLabel("Full name").fill("Before offline");
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });

  await context.setOffline(true);
  await page.getByLabel("Full name").fill("Typed offline");
  await expect(saveStatus(page)).toHaveText("Offline: your changes are kept on this device");
  await page.getByLabel("Headline").fill("Still offline");
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "offline");
  // Leaving asks first while edits are unsent; the reload itself fails without a network.
  const leaving = page.waitForEvent("dialog");
  page.on("dialog", (dialog) => void dialog.accept());
  await expect(page.reload()).rejects.toThrow();
  expect((await leaving).type()).toBe("beforeunload");

  await context.setOffline(false);
  await page.goto(`/builder/${resume.id}`, { timeout: 120_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("Typed offline", { timeout: 60_000 });
  await expect(page.getByLabel("Headline")).toHaveValue("Still offline");
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.basics, { timeout: 30_000 })
    .toMatchObject({ name: "Typed offline", headline: "Still offline" });
});

test("two tabs on one resume: different edits merge, the same field asks, and nothing vanishes silently", async ({
  page,
  context,
}) => {
  const resume = await createResume(page);
  const second = await context.newPage();
  await openBuilder(page, resume.id);
  await openBuilder(second, resume.id);

  // Different fields: both kept, and the user is told.
  await page.getByLabel("Full name").fill("Name from tab one");
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });
  await second.getByLabel("Headline").fill("Headline from tab two");
  await expect(second.getByText("Merged with changes from another tab")).toBeVisible({ timeout: 30_000 });
  await expect(second.getByLabel("Full name")).toHaveValue("Name from tab one");
  await expect
    .poll(async () => (await readResume(page, resume.id)).data.basics)
    .toMatchObject({ name: "Name from tab one", headline: "Headline from tab two" });

  // The same field, changed differently in both tabs: the stale tab asks before anything is overwritten.
  await expect(saveStatus(second)).toHaveText(/Saved at/, { timeout: 30_000 });
  await second.getByLabel("Full name").fill("Name from tab two");
  await expect.poll(async () => (await readResume(page, resume.id)).data.basics.name).toBe("Name from tab two");
  await page.getByLabel("Full name").fill("Name from tab one, again");
  const dialog = page.getByRole("alertdialog", { name: "This resume was changed somewhere else" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(saveStatus(page)).toHaveAttribute("data-save-status", "conflict");
  expect((await readResume(page, resume.id)).data.basics.name).toBe("Name from tab two");
  await dialog.getByRole("button", { name: "Keep my version" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await readResume(page, resume.id)).data.basics.name).toBe("Name from tab one, again");

  // Now tab two is stale: it loads the other version, and its own text stays recoverable.
  await second.getByLabel("Full name").fill("Tab two again");
  const secondDialog = second.getByRole("alertdialog", { name: "This resume was changed somewhere else" });
  await expect(secondDialog).toBeVisible({ timeout: 30_000 });
  await secondDialog.getByRole("button", { name: "Load the other version" }).click();
  // Closed before the toast's own "Download my version" is used (while it fades out, the dialog's is there too).
  await expect(secondDialog).toBeHidden();
  await expect(second.getByLabel("Full name")).toHaveValue("Name from tab one, again");
  await expect(second.getByText("Loaded the other version")).toBeVisible();
  const kept = await second.evaluate((id) => localStorage.getItem(`vitae:builder:discarded:${id}`), resume.id);
  expect(kept).toContain("Tab two again");
  const download = second.waitForEvent("download");
  await second
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("button", { name: "Download my version" })
    .click();
  expect((await download).suggestedFilename()).toMatch(/my-version\.json$/);
  expect((await readResume(page, resume.id)).data.basics).toMatchObject({
    name: "Name from tab one, again",
    headline: "Headline from tab two",
  });
  await second.close();
});
