import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { expect, test, type Download, type Page } from "@playwright/test";
import { getSampleResume } from "@/core/resume/samples";
import { signUp } from "../fixtures/auth";

// The builder's Word and JSON downloads (issue 19 "Formats out"): what the user gets from the Export tab.
// The .docx itself is checked in depth by lib/formats/to-docx.test.ts, the route by tests/formats.

test.describe.configure({ timeout: 240_000 });

async function downloadFrom(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await page.locator('[data-panel="export"]').getByRole("button", { name: button, exact: true }).click();
  const download = await downloading;
  return { download, bytes: await readFile((await download.path())!) };
}

test("a FREE user downloads the resume as Word (40 tokens), as Vitae JSON and as JSON Resume", async ({ page }) => {
  await signUp(page);
  const data = getSampleResume("en-US");
  const created = await page.request.post("/api/resume", { data: { title: "Platform Engineer", data } });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as { id: string };

  await page.goto(`/builder/${resume.id}`, { timeout: 120_000 });
  const chip = page.locator("header").getByTestId("token-balance-chip");
  await expect(chip).toHaveAttribute("data-remaining", "250", { timeout: 90_000 });
  await page.getByRole("tab", { name: "Export" }).click({ timeout: 120_000 });
  const panel = page.locator('[data-panel="export"]');
  await expect(panel).toContainText("Costs 40 tokens without a plan");

  const word = await downloadFrom(page, "Download Word");
  expect(word.download.suggestedFilename()).toBe("Platform Engineer-resume.docx");
  const documentXml = await (await JSZip.loadAsync(word.bytes)).file("word/document.xml")!.async("string");
  expect(documentXml).toContain(data.basics.name);
  expect(documentXml).toContain(data.sections.experience.items[0]!.company);
  // Charged once, and the chip shows it at once.
  await expect(chip).toHaveAttribute("data-remaining", "210");

  const own = await downloadFrom(page, "Download JSON");
  expect(own.download.suggestedFilename()).toBe(`resume-${resume.id}.json`);
  expect(JSON.parse(own.bytes.toString("utf8"))).toMatchObject({
    basics: { name: data.basics.name, headline: data.basics.headline },
    metadata: { template: data.metadata.template },
  });

  const jsonResume = await downloadFrom(page, "Download JSON Resume");
  expect(jsonResume.download.suggestedFilename()).toBe(`${resume.id}.resume.json`);
  expect(JSON.parse(jsonResume.bytes.toString("utf8"))).toMatchObject({
    basics: { name: data.basics.name, label: data.basics.headline },
  });
  await expect(chip).toHaveAttribute("data-remaining", "210");
});
