import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { createResume, premiumOwner, premiumOwnerContext, statistics } from "./owners";

// Public pages keep a resume's data and rendered document between visits (issue 22,
// components/public-resume/load-public-resume.ts). Every write must show at once: the first request
// after the owner's save gets the new version, and a resume made private, moved or deleted is not
// served again, page nor document.

test.describe.configure({ timeout: 180_000 });

const frame = (page: Page) => page.frameLocator('[data-testid="public-resume-frame"]');

/** A visitor opens the resume's page at `path` and sees `name` in its printed frame. */
async function visit(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path, { timeout: 120_000 });
  await expect(frame(page).getByText(name).first()).toBeVisible();
}

async function save(owner: APIRequestContext, resume: ResumeDto, change: Record<string, unknown>): Promise<ResumeDto> {
  const response = await owner.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, ...change } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ResumeDto;
}

function withName(resume: ResumeDto, name: string): ResumeDto["data"] {
  const data = structuredClone(resume.data);
  data.basics.name = name;
  return data;
}

test("an owner's edit is on the public page with the first visit after the save, page and printed document", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  let resume = await createResume(owner, { name: "Layla Haddad" });
  const path = `/${premiumOwner.username}/${resume.slug}`;

  // A visitor has the page open: what the server keeps of it is warm.
  await visit(page, path, "Layla Haddad");

  for (const name of ["Layla Haddad-Nasser", "Dr. Layla Haddad"]) {
    // Visitors without a session are answered from a kept copy of the page (scripts/lib/page-cache.mjs)...
    // (A first request may set the locale cookie, which makes the next one's key: a copy for each.)
    await page.request.get(path);
    await page.request.get(path);
    expect((await page.request.get(path)).headers()["x-vitae-page-cache"]).toBe("hit");
    resume = await save(owner, resume, { data: withName(resume, name) });
    const saved = Date.now();
    // ...yet the very next requests, one for the page and one for its frame's document, have the new name.
    const [pageResponse, documentResponse] = await Promise.all([
      page.request.get(path),
      page.request.get(`/resume/${resume.id}/document`),
    ]);
    expect(pageResponse.headers()["x-vitae-page-cache"]).toBe("miss");
    const html = await pageResponse.text();
    const document = await documentResponse.text();
    expect(html).toContain(name);
    expect(document).toContain(name);
    // The frame's document is not a page of its own for search engines.
    expect(documentResponse.headers()["x-robots-tag"]).toBe("noindex");
    expect(Date.now() - saved, "the save is on the public page within a second").toBeLessThan(1_000);
  }

  // And in the browser: a reload shows it, in the printed page and in the page's title.
  await page.reload();
  await expect(frame(page).getByText("Dr. Layla Haddad").first()).toBeVisible();
  await expect(page).toHaveTitle(/^Dr\. Layla Haddad/);

  // A new template is the new template's document.
  const data = structuredClone(resume.data);
  data.metadata.template = "onyx";
  resume = await save(owner, resume, { data });
  expect(await (await page.request.get(`/resume/${resume.id}/document`)).text()).toContain("vr-t-onyx");
  await owner.dispose();
});

test("a resume made private is not served again, neither its page nor its document, and its visits stop counting", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  let resume = await createResume(owner, { name: "Omar Farouk" });
  const document = `/resume/${resume.id}/document`;
  await visit(page, `/resume/${resume.id}`, "Omar Farouk");
  await expect.poll(async () => (await statistics(owner, resume.id)).views).toBe(1);
  expect((await page.request.get(document)).status()).toBe(200);

  resume = await save(owner, resume, { visibility: "PRIVATE" });
  for (const path of [`/resume/${resume.id}`, `/${premiumOwner.username}/${resume.slug}`, `/resume/public/${premiumOwner.username}/${resume.slug}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers()["location"], path).toMatch(/^\/(\?|$)|^https?:\/\/[^/]+\/$/);
  }
  const hidden = await page.request.get(document);
  expect(hidden.status()).toBe(404);
  expect(await hidden.text()).not.toContain("Omar Farouk");

  // Another visitor's beacon for the now-private resume counts nothing.
  const beacon = await page.request.post(`/resume/${resume.id}/view`, { headers: { origin: baseURL!, "user-agent": "another-visitor" } });
  expect(beacon.status()).toBe(204);
  expect((await statistics(owner, resume.id)).views).toBe(1);

  // Public again: served again, the current version.
  resume = await save(owner, resume, { visibility: "PUBLIC", data: withName(resume, "Omar F. Farouk") });
  expect(await (await page.request.get(document)).text()).toContain("Omar F. Farouk");
  await owner.dispose();
});

test("a new slug moves the page at once, and a deleted resume is gone at once", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  let resume = await createResume(owner, { name: "Nadia Rahman" });
  const oldPath = `/${premiumOwner.username}/${resume.slug}`;
  await visit(page, oldPath, "Nadia Rahman");

  resume = await save(owner, resume, { slug: `${resume.slug}-moved` });
  expect((await page.request.get(oldPath, { maxRedirects: 0 })).status()).toBe(307);
  const moved = await page.request.get(`/${premiumOwner.username}/${resume.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(200);
  expect(await moved.text()).toContain("Nadia Rahman");

  expect((await owner.delete(`/api/resume/${resume.id}`)).status()).toBe(204);
  expect((await page.request.get(`/${premiumOwner.username}/${resume.slug}`, { maxRedirects: 0 })).status()).toBe(307);
  expect((await page.request.get(`/resume/${resume.id}/document`)).status()).toBe(404);
  await owner.dispose();
});

test("the visit beacon refuses other sites", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner);
  const forged = await page.request.post(`/resume/${resume.id}/view`, { headers: { origin: "https://evil.example" } });
  expect(forged.status()).toBe(403);
  expect((await statistics(owner, resume.id)).views).toBe(0);
  await owner.dispose();
});
