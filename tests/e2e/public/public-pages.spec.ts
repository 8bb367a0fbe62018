import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { createResume, premiumOwner, premiumOwnerContext, statistics } from "./owners";

// Public resume pages (spec §2, issue 6 item 7): /{username}/{slug}, /resume/public/{username}/{slug}
// and /resume/{id}, rendered on the server; views counted per the statistics rule.

test.describe.configure({ timeout: 180_000 });

const frame = (page: import("@playwright/test").Page) => page.frameLocator('[data-testid="public-resume-frame"]');

/** The page's visit beacon (client/public-resume/public-page.ts) answered: the view is stored, or known not to count. */
const viewCounted = (page: import("@playwright/test").Page) =>
  page.waitForResponse((response) => response.request().method() === "POST" && /\/resume\/[^/]+\/view$/.test(new URL(response.url()).pathname), { timeout: 120_000 });

test("a public resume by username/slug shows the resume, its metadata, and counts one view per visitor, never the owner's", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner, { name: "Layla Haddad" });
  expect(await statistics(owner, resume.id)).toEqual({ views: 0, downloads: 0 });

  let counted = viewCounted(page);
  await page.goto(`/${premiumOwner.username}/${resume.slug}`, { timeout: 120_000 });
  await expect(frame(page).getByText("Layla Haddad").first()).toBeVisible();
  await expect(page).toHaveTitle("Layla Haddad · Staff Product Designer");
  // The generated share card (components/og; its image is tested in tests/e2e/site/og-images.spec.ts).
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/${resume.slug}/opengraph-image-[a-z0-9]+/card`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Designs calm, accessible products/);
  await expect(page.getByRole("link", { name: "Vitae home" })).toHaveAttribute("href", "/");
  await counted;
  expect((await statistics(owner, resume.id)).views).toBe(1);

  // The same visitor again within the hour is the same view.
  counted = viewCounted(page);
  await page.reload();
  await expect(frame(page).getByText("Layla Haddad").first()).toBeVisible();
  await counted;
  expect((await statistics(owner, resume.id)).views).toBe(1);

  // The owner looking at their own page is not a view.
  const ownerPage = await page.context().browser()!.newPage({ storageState: await owner.storageState() });
  counted = viewCounted(ownerPage);
  await ownerPage.goto(`/${premiumOwner.username}/${resume.slug}`);
  await expect(frame(ownerPage).getByText("Layla Haddad").first()).toBeVisible();
  await counted;
  expect((await statistics(owner, resume.id)).views).toBe(1);
  await ownerPage.close();
  await owner.dispose();
});

test("the long form and the by-id page show the same resume; another visitor is another view", async ({ browser, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner, { name: "Omar Farouk" });

  const first = await browser.newPage({ userAgent: "visitor-one" });
  const firstCounted = viewCounted(first);
  await first.goto(`/resume/${resume.id}`, { timeout: 120_000 });
  await expect(frame(first).getByText("Omar Farouk").first()).toBeVisible();
  const second = await browser.newPage({ userAgent: "visitor-two" });
  const secondCounted = viewCounted(second);
  await second.goto(`/resume/public/${premiumOwner.username}/${resume.slug}`, { timeout: 120_000 });
  await expect(frame(second).getByText("Omar Farouk").first()).toBeVisible();
  await Promise.all([firstCounted, secondCounted]);
  await expect(second.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${premiumOwner.username}/${resume.slug}$`));
  expect((await statistics(owner, resume.id)).views).toBe(2);

  // Arabic interface, same resume.
  await second.goto(`/ar-SA/${premiumOwner.username}/${resume.slug}`);
  await expect(second.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(frame(second).getByText("Omar Farouk").first()).toBeVisible();
  await owner.dispose();
});

test("a private resume is not shown: every public address redirects to /", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner, { isPublic: false });
  for (const path of [`/resume/${resume.id}`, `/${premiumOwner.username}/${resume.slug}`, `/resume/public/${premiumOwner.username}/${resume.slug}`]) {
    const response = await page.goto(path, { timeout: 120_000 });
    expect(new URL(page.url()).pathname, path).toBe("/");
    expect(response?.status()).toBe(200);
  }
  expect((await statistics(owner, resume.id)).views).toBe(0);
  // Its PDF is not served to visitors either.
  expect((await page.request.get(`/resume/${resume.id}/pdf`)).status()).toBe(404);
  await owner.dispose();
});

test("the app's own two-segment paths stay not found, and unknown owners go to /", async ({ page }) => {
  expect((await page.goto("/dashboard/no-such-page", { timeout: 120_000 }))?.status()).toBe(404);
  expect((await page.goto("/templates/no-such-category"))?.status()).toBe(404);
  await page.goto("/no-such-person-here/no-such-resume");
  expect(new URL(page.url()).pathname).toBe("/");
});

test("a public resume whose owner is on FREE now (a lapsed plan) shows visitors the upgrade notice, not the resume", async ({ page }) => {
  // The seeded demo-free account keeps one public resume from a plan it no longer has (lib/startup).
  await page.goto("/demo-free/sample-en-us", { timeout: 120_000 });
  await expect(page.getByRole("heading", { name: "This resume is not available right now" })).toBeVisible();
  await expect(page.getByRole("link", { name: "See plans" })).toHaveAttribute("href", /\/pricing/);
  await expect(page.locator('[data-testid="public-resume-frame"]')).toHaveCount(0);
  await expect(page.getByText(/Dana Free\u2069? shared this resume/)).toBeVisible();
});

test("a FREE account cannot publish, so its resumes never reach a public page", async ({ page, playwright, baseURL }) => {
  const free = await playwright.request.newContext({ baseURL });
  const account = await signUp(free);
  const created = await free.post("/api/resume", { data: { title: "Free resume" } });
  const resume = (await created.json()) as { id: string; slug: string; version: number };
  const share = await free.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, visibility: "PUBLIC" } });
  expect(share.status()).toBe(403);
  await page.goto(`/${account.username}/${resume.slug}`, { timeout: 120_000 });
  expect(new URL(page.url()).pathname).toBe("/");
  await free.dispose();
});

test("copy link puts the public address on the clipboard; Download PDF gives the file and counts a download", async ({ page, context, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner, { name: "Nadia Rahman" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });

  await page.goto(`/resume/${resume.id}`, { timeout: 120_000 });
  await expect(frame(page).getByText("Nadia Rahman").first()).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied to the clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/${premiumOwner.username}/${resume.slug}`);

  const downloading = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${resume.title}-resume.pdf`);
  // Downloads are written within a second of the response (count-download.ts).
  await expect.poll(async () => (await statistics(owner, resume.id)).downloads, { timeout: 5_000 }).toBe(1);
  await owner.dispose();
});

test("a visitor's copy of a public page loads no script file, and its buttons, views and frame work without them", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const resume = await createResume(owner, { name: "Omar Haddad" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const scriptFiles: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scriptFiles.push(new URL(request.url()).pathname);
  });
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.suggestedFilename()));
  await page.setViewportSize({ width: 390, height: 844 });

  // A visitor without cookies gets the page cache's copy (scripts/lib/page-cache.mjs): the first request
  // renders it, so the second is the copy as every later visitor gets it.
  const address = `/${premiumOwner.username}/${resume.slug}`;
  await page.goto(address, { timeout: 120_000 });
  await context.clearCookies();
  const counted = viewCounted(page);
  const answer = await page.goto(address);
  expect(answer?.headers()["x-vitae-page-cache"]).toMatch(/^(hit|stale|miss)$/);
  await counted;
  await page.waitForLoadState("networkidle");
  expect(scriptFiles).toEqual([]);
  // Issue 22's budget for a public page, 60 KB: here all of it is inline.
  const inline = await page.evaluate(() => [...document.scripts].reduce((total, script) => total + script.text.length, 0));
  expect(inline).toBeLessThan(60 * 1024);

  // The phone starts on the responsive view; the page view shows the printed page scaled to the screen.
  await expect(page.getByTestId("responsive-resume")).toBeVisible();
  await page.getByRole("button", { name: "Page view" }).click();
  await expect(page.getByRole("button", { name: "Page view" })).toHaveAttribute("aria-pressed", "true");
  await expect(frame(page).getByText("Omar Haddad").first()).toBeVisible();
  await expect(page.getByTestId("responsive-resume")).toBeHidden();
  await expect.poll(async () => (await page.getByTestId("public-resume-frame").boundingBox())?.width ?? 0).toBeGreaterThan(300);
  expect((await page.getByTestId("public-resume-frame").boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied to the clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${address}`);

  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect.poll(() => downloads, { timeout: 120_000 }).toEqual([`${resume.title}-resume.pdf`]);
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();
  expect(scriptFiles).toEqual([]);
  await owner.dispose();
});

test("discourage copying blocks the print, save and view-source shortcuts only when the owner turned it on", async ({ page, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const guarded = await createResume(owner, { discourageCopying: true });
  const open = await createResume(owner, { discourageCopying: false });
  const isBlocked = (key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = { ctrlKey: true }) =>
    page.evaluate(([pressed, held]) => {
      const event = new KeyboardEvent("keydown", { key: pressed, ...held, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    }, [key, modifiers] as const);

  await page.goto(`/resume/${guarded.id}`, { timeout: 120_000 });
  await expect(page.locator('[data-copy-guard="on"]')).toBeAttached();
  expect(await isBlocked("p")).toBe(true);
  expect(await isBlocked("s")).toBe(true);
  expect(await isBlocked("u")).toBe(true);
  expect(await isBlocked("f")).toBe(false);
  // The developer tools' keys too.
  expect(await isBlocked("I", { ctrlKey: true, shiftKey: true })).toBe(true);
  expect(await isBlocked("F12", {})).toBe(true);
  expect(await isBlocked("I", { shiftKey: true })).toBe(false);

  await page.goto(`/resume/${open.id}`);
  await expect(page.locator('[data-copy-guard="off"]')).toBeAttached();
  expect(await isBlocked("p")).toBe(false);
  await owner.dispose();
});
