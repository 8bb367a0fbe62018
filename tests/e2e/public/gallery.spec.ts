import { expect, test } from "@playwright/test";
import { templateCatalog } from "@/core/templates/catalog";
import { signUp } from "../fixtures/auth";

const namesIn = (category: string) => templateCatalog.filter((entry) => entry.category === category).map((entry) => entry.name).sort();

// The template gallery (issue 6 item 8): /templates and /templates/{category}, server-rendered.

test.describe.configure({ timeout: 180_000 });

const cards = (page: import("@playwright/test").Page) => page.getByTestId("template-grid").locator("li[data-template]");

test("the gallery lists the 21 templates with free and premium badges, and filters by category", async ({ page }) => {
  await page.goto("/templates", { timeout: 120_000 });
  await expect(page).toHaveTitle(/Resume templates/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/templates$/);
  await expect(cards(page)).toHaveCount(21);
  await expect(page.locator('[data-tier="free"]')).toHaveCount(8);
  await expect(page.locator('[data-tier="premium"]')).toHaveCount(13);
  // The ATS-safe mark (issue 25 item 2): the measured templates only (core/templates/reading-order.ts), explained by its title and a note.
  const atsSafe = templateCatalog.filter((entry) => entry.isAtsSafe).map((entry) => entry.name);
  expect(atsSafe.length).toBeGreaterThan(0);
  expect(await cards(page).filter({ has: page.locator("[data-ats-safe]") }).evaluateAll((items) => items.map((item) => item.getAttribute("data-template")))).toEqual(atsSafe);
  await expect(page.locator(`li[data-template="${atsSafe[0]}"] [data-ats-safe]`)).toHaveAttribute("title", /every PDF text reader we test/);
  await expect(page.locator("[data-ats-safe-note]")).toContainText("ATS-safe templates are read in order");
  // Popularity is a real count, shown only from 10 resumes (DECISIONS.md); nobody uses slate yet.
  for (const usage of await page.locator("[data-usage]").evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-usage"))))) expect(usage).toBeGreaterThanOrEqual(10);
  await expect(page.locator('li[data-template="slate"] [data-usage]')).toHaveCount(0);

  const filters = page.getByRole("navigation", { name: "Filter templates by category" });
  await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "Creative" }).click();
  await expect(page).toHaveURL(/\/templates\/creative$/);
  await expect(filters.getByRole("link", { name: "Creative" })).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(namesIn("creative").length);
  expect(await cards(page).evaluateAll((items) => items.map((item) => item.getAttribute("data-template")).sort())).toEqual(namesIn("creative"));
  expect(namesIn("creative")).toEqual(expect.arrayContaining(["feminine", "gengar", "glalie", "pikachu", "slate"]));

  await page.goto("/templates/minimal");
  await expect(cards(page)).toHaveCount(namesIn("minimal").length);
  expect((await page.goto("/templates/retro"))?.status()).toBe(404);
});

test("a broken thumbnail falls back to bronzor's; the browser shows a WebP copy sized for the grid", async ({ page }) => {
  await page.route(/\/templates\/(jpg\/gengar\.jpg|webp\/gengar-\d+\.webp)$/, (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto("/templates/creative", { timeout: 120_000 });
  const image = page.locator('li[data-template="gengar"] img');
  await expect(image).toHaveAttribute("src", "/templates/jpg/bronzor.jpg");
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/templates\/webp\/bronzor-\d+\.webp$/);
  const slate = page.locator('li[data-template="slate"] img');
  await expect(slate).toHaveAttribute("src", "/templates/jpg/slate.jpg");
  await expect.poll(() => slate.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // A card about 300 px wide at this width takes the 360 px copy, not the 476 px one.
  expect(await slate.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/templates\/webp\/slate-360\.webp$/);
});

test.describe("on a phone (Lighthouse's: 412 × 823 at 1.75)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("the first row's thumbnails are asked for first, at the card's width, and a visitor's copy asks for no script file", async ({ page }) => {
    await page.goto("/templates", { timeout: 120_000 });
    await expect(cards(page)).toHaveCount(21);
    const first = page.locator('li[data-template="azurill"] img');
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator('li[data-template="bronzor"] img')).toHaveAttribute("fetchpriority", "high");
    await expect(page.locator('li[data-template="chikorita"] img')).not.toHaveAttribute("fetchpriority", "high");
    // The width the browser picks a copy for (`sizes`) is the width the card shows it at (it said 50vw: 206 px for 182).
    const { shown, sized } = await first.evaluate((image: HTMLImageElement) => {
      const probe = document.createElement("div");
      probe.style.width = image.parentElement!.querySelector("source")!.getAttribute("sizes")!.split(", ").at(-1)!;
      document.body.append(probe);
      const sized = probe.getBoundingClientRect().width;
      probe.remove();
      return { shown: image.getBoundingClientRect().width, sized };
    });
    expect(Math.abs(sized - shown)).toBeLessThanOrEqual(4);
    await expect.poll(() => first.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    const { images, scripts } = await page.evaluate(() => {
      const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const pick = (keep: (name: string) => boolean) => entries.filter(({ name }) => keep(name)).map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }));
      // The copies the two thumbnails show (a browser may also have fetched another width before the page's layout).
      const shown = [...document.querySelectorAll<HTMLImageElement>('li[data-template="azurill"] img, li[data-template="bronzor"] img')].map((image) => image.currentSrc);
      return { images: pick((name) => shown.includes(name)), scripts: pick((name) => /\.js(\?|$)/.test(name)) };
    });
    expect(images).toHaveLength(2);
    // The page cache sends a visitor's gallery without Next.js's scripts (data-needs-no-framework): its links are
    // links, and the site's inline script asks for the thumbnails below the fold once the page has loaded.
    expect(scripts).toEqual([]);
    await page.waitForLoadState("load");
    const last = page.locator('li[data-template="slate"] img');
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  });
});

test("use this template: a guest tries it in the guest builder; a signed-in user gets a new resume in the builder with it", async ({ page }) => {
  await page.goto("/templates", { timeout: 120_000 });
  const guestLink = page.locator('li[data-template="onyx"]').getByRole("link", { name: "Use this template (Onyx)" });
  await expect(guestLink).toHaveAttribute("href", "/builder/try?template=onyx");

  await signUp(page);
  await page.goto("/ar-SA/templates/professional");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The Arabic visit remembered ar-SA (NEXT_LOCALE); ?locale= switches back to English.
  await page.goto("/templates/professional?locale=en-US");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.locator('li[data-template="onyx"]').getByRole("button", { name: "Use this template (Onyx)" }).click();
  await expect(page).toHaveURL(/\/builder\/[^/?]+\?template=onyx$/, { timeout: 120_000 });
  const id = new URL(page.url()).pathname.split("/").at(-1);
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as { title: string };
  expect(resume.title).toBe("My Onyx resume");
});
