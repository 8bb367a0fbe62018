import { expect, type Page } from "@playwright/test";

// Shared by the builder journeys: resumes made through the API, the preview frame, the save status.

export type ResumeAnswer = {
  id: string;
  version: number;
  title: string;
  data: {
    basics: { name: string; headline: string };
    metadata: { template: string; page: { options: { breakLine: boolean } } };
  };
};

/** Creates a resume through POST /api/resume (signed in as the page) and gives it a name. */
export async function createResume(
  page: Page,
  { title = "Builder journey", name = "Ada Lovelace" }: { title?: string; name?: string } = {},
): Promise<ResumeAnswer> {
  const created = await page.request.post("/api/resume", { data: { title } });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as ResumeAnswer & { data: Record<string, unknown> };
  const data = { ...resume.data, basics: { ...(resume.data.basics as object), name } };
  return saveResumeData(page, resume, data);
}

/** Saves `data` as the resume's content (PATCH /api/resume/{id} at its version): the saved resume. */
export async function saveResumeData(page: Page, resume: { id: string; version: number }, data: unknown) {
  const saved = await page.request.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, data } });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as ResumeAnswer;
}

/** A visible section item with no summary and no link, and these fields. */
export function sectionItem(fields: { id: string } & Record<string, unknown>) {
  return { visible: true, summary: "", url: { label: "", href: "" }, ...fields };
}

export async function readResume(page: Page, id: string): Promise<ResumeAnswer> {
  const response = await page.request.get(`/api/resume/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ResumeAnswer;
}

export function previewFrame(page: Page) {
  return page.frameLocator('iframe[title="Resume preview"]');
}

export function saveStatus(page: Page) {
  return page.locator("[data-save-status]");
}

/** The first navigation compiles the builder in development: give it time. */
export async function openBuilder(page: Page, id: string, query = "") {
  await page.goto(`/builder/${id}${query}`, { timeout: 180_000 });
  await expect(page.getByLabel("Full name")).toBeVisible({ timeout: 120_000 });
}

export async function blurField(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}
