import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signUp } from "../fixtures/auth";
import { readResume, saveStatus } from "../builder/core-helpers";
import { linkedInZip } from "../../fixtures/formats/fixtures";
import { makePlainResumePdf, plainResume } from "../../formats/plain-pdf";

// The import dialog (issue 19): every type checked with a summary and imported, an invalid file's
// problem with its place, the plan's limit, importing into the open builder resume (undo, autosave),
// and a guest's import through the guest route.

// Builder loads dominate; a busy CI machine needs minutes for the two.
test.describe.configure({ timeout: 420_000 });

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url));
const jsonFile = (name: string, buffer: Buffer) => ({ name, mimeType: "application/json", buffer });

function dialog(page: Page) {
  return page.getByTestId("import-dialog");
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await dialog(page).getByLabel("Resume file").setInputFiles(file);
}

async function chooseType(page: Page, label: string) {
  await dialog(page).getByLabel("File type").selectOption({ label });
}

/** Puts a checked file into the open resume and waits until its name shows in the editor. */
async function importInto(page: Page, file: Parameters<typeof chooseFile>[1], name: string, type?: string) {
  await page.getByRole("button", { name: "Import", exact: true }).click();
  if (type) await chooseType(page, type);
  await chooseFile(page, file);
  await expect(dialog(page).getByTestId("import-summary")).toContainText(name);
  await dialog(page).getByRole("button", { name: "Import into this resume" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Replace" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByLabel("Full name")).toHaveValue(name);
}

test("imports each type from the dashboard and into the open resume, shows problems with their place and the plan's limit", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Import", exact: true }).click();

  // An invalid file: the problem and where it is.
  const badDates = JSON.parse(fixture("json-resume-complete.json").toString()) as { work: { startDate: string }[] };
  badDates.work[0]!.startDate = "sometime in 2013";
  await chooseFile(page, jsonFile("bad.json", Buffer.from(JSON.stringify(badDates))));
  const problems = dialog(page).getByTestId("import-problems");
  await expect(problems).toContainText("A date is not a year, a year and month, or a full date");
  await expect(problems.locator("code")).toHaveText("work[0].startDate");
  await expect(dialog(page).getByText("Detected type: JSON Resume")).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Import as new resume" })).toBeDisabled();
  // Told in a toast too (spec §2), which goes with the file: it does not stay beside the next one's result.
  const invalidToast = page.getByText("The file could not be imported.");
  await expect(invalidToast).toBeVisible();

  // Changing the type resets the file and the result.
  await chooseType(page, "LinkedIn data export (.zip)");
  await expect(problems).toBeHidden();
  // At once, not when its own 4 s are up.
  await expect(invalidToast).toBeHidden({ timeout: 1_500 });
  await expect(dialog(page).getByText("bad.json")).toBeHidden();
  await expect(dialog(page).getByLabel("Resume file")).toHaveAttribute("accept", ".zip,application/zip");

  // A LinkedIn zip: the sections and their counts, then a new resume opened in the builder.
  await chooseFile(page, {
    name: "Basic_LinkedInDataExport.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(await linkedInZip()),
  });
  const summary = dialog(page).getByTestId("import-summary");
  await expect(summary).toContainText("Priya Natarajan");
  await expect(summary.getByRole("listitem").filter({ hasText: "Experience" })).toContainText("2 items");
  await dialog(page).getByRole("button", { name: "Import as new resume" }).click();
  await page.waitForURL(/\/builder\/[^/]+$/, { timeout: 120_000 });
  const resumeId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByLabel("Full name")).toHaveValue("Priya Natarajan", { timeout: 120_000 });

  // Into the open resume, each remaining type: detected from the file, or chosen.
  await importInto(page, jsonFile("v3.json", fixture("reactive-resume-v3.json")), "Jordan Reyes");
  await importInto(
    page,
    jsonFile("resume.json", fixture("json-resume-complete.json")),
    "Richard Hendricks",
    "JSON Resume",
  );
  await importInto(page, jsonFile("vitae.json", fixture("reactive-resume-v4.json")), "Alex Morgan");
  await expect(saveStatus(page)).toHaveText(/Saved at/, { timeout: 30_000 });
  expect((await readResume(page, resumeId)).data.basics.name).toBe("Alex Morgan");
  // One edit of the store: undo brings the previous file's content back, and it is saved too.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(page.getByLabel("Full name")).toHaveValue("Richard Hendricks");
  await expect
    .poll(async () => (await readResume(page, resumeId)).data.basics.name, { timeout: 30_000 })
    .toBe("Richard Hendricks");

  // At the plan's limit (FREE: 2) the dialog says so before anything is tried.
  expect((await page.request.post("/api/resume", { data: { title: "Second" } })).status()).toBe(201);
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog(page).getByRole("alert")).toContainText("resume limit");
  await chooseFile(page, jsonFile("vitae.json", fixture("reactive-resume-v4.json")));
  await expect(dialog(page).getByTestId("import-summary")).toContainText("Alex Morgan");
  await expect(dialog(page).getByRole("button", { name: "Import as new resume" })).toBeDisabled();
});

test("a PDF is read on the production server (pdf.js in Node.js) and imported as a new resume", async ({ page }) => {
  await signUp(page);
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await chooseFile(page, {
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await makePlainResumePdf()),
  });
  await expect(dialog(page).getByText("Detected type: Existing PDF resume")).toBeVisible();
  const summary = dialog(page).getByTestId("import-summary");
  await expect(summary).toContainText(plainResume.name, { timeout: 60_000 });
  await expect(summary.getByRole("listitem").filter({ hasText: "Experience" })).toContainText(
    `${plainResume.experience.length} items`,
  );
  // Offline (no model configured), the dialog says the rules read it.
  await expect(summary).toContainText("Read by the layout rules");
  await dialog(page).getByRole("button", { name: "Import as new resume" }).click();
  await page.waitForURL(/\/builder\/[^/]+$/, { timeout: 120_000 });
  await expect(page.getByLabel("Full name")).toHaveValue(plainResume.name, { timeout: 120_000 });
});

test("a guest imports into the guest resume through the guest route", async ({ page }) => {
  await page.goto("/builder/try", { timeout: 180_000 });
  await page.waitForURL(/\/builder\/guest\//, { timeout: 120_000 });
  await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 120_000 });

  const guestImport = page.waitForRequest((request) => request.url().includes("/api/guest/resume/import?dryRun=1"));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog(page).getByRole("button", { name: "Import as new resume" })).toHaveCount(0);
  await chooseFile(page, jsonFile("resume.json", fixture("json-resume-arabic.json")));
  await guestImport;
  await expect(dialog(page).getByTestId("import-summary")).toContainText("ليلى الحربي");
  await dialog(page).getByRole("button", { name: "Import into this resume" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Replace" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("ليلى الحربي");
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get("/api/guest/resume-data")).json()) as {
            resumeData: { data: { basics: { name: string } } };
          }
        ).resumeData.data.basics.name,
      { timeout: 30_000 },
    )
    .toBe("ليلى الحربي");
});

// The import's new resume opens with a move inside the app, from one builder to the other: the first resume's
// autosave must neither save the second one's data under its own id nor keep it as edits to recover later.
test("importing as a new resume from the builder leaves the open resume as it was", async ({ page }) => {
  await signUp(page);
  const created = await page.request.post("/api/resume", { data: { title: "First" } });
  expect(created.status()).toBe(201);
  const first = (await created.json()) as { id: string; version: number; data: { basics: object } };
  const named = { ...first.data, basics: { ...first.data.basics, name: "Ada Lovelace" } };
  expect(
    (await page.request.patch(`/api/resume/${first.id}`, { data: { version: first.version, data: named } })).status(),
  ).toBe(200);
  await page.goto(`/builder/${first.id}`, { timeout: 180_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace", { timeout: 120_000 });

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await chooseFile(page, jsonFile("vitae.json", fixture("reactive-resume-v4.json")));
  await expect(dialog(page).getByTestId("import-summary")).toContainText("Alex Morgan");
  await dialog(page).getByRole("button", { name: "Import as new resume" }).click();
  await page.waitForURL((url) => /\/builder\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(first.id), {
    timeout: 120_000,
  });
  const secondId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByLabel("Full name")).toHaveValue("Alex Morgan", { timeout: 120_000 });
  await expect(saveStatus(page)).not.toHaveText(/Saving|Not saved/, { timeout: 30_000 });

  // Back in the first resume (a full load, which recovers edits a tab left unsent): still its own data.
  await page.goto(`/builder/${first.id}`, { timeout: 180_000 });
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace", { timeout: 120_000 });
  await expect(saveStatus(page)).not.toHaveText(/Saving|Not saved/, { timeout: 30_000 });
  expect((await readResume(page, first.id)).data.basics.name).toBe("Ada Lovelace");
  expect((await readResume(page, secondId)).data.basics.name).toBe("Alex Morgan");
});
