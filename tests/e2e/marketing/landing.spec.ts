import { expect, test, type Page } from "@playwright/test";
import { collectPageErrors } from "../fixtures/page-errors";
import { demoAccounts } from "@/lib/auth/demo-accounts";

// The landing page `/` (spec §2, issue #20): every section in English and right-to-left Arabic, the
// template carousel driven by Playwright's clock (no waiting for its 6 s), and the statistics read
// from the database.

const sections = [
  "hero",
  "templates",
  "steps",
  "formats",
  "statistics",
  "features",
  "testimonials",
  "faq",
  "call-to-action",
] as const;

const carousel = (page: Page) => page.getByTestId("template-carousel");

/** Opens the locale's landing page: its resume count is at least `seeded`, shown in the locale's digits. */
async function expectResumeCount(page: Page, locale: "en-US" | "ar-SA", seeded: number) {
  await page.goto(locale === "en-US" ? "/" : `/${locale}`);
  const resumes = page.locator('[data-statistic="resumes"]');
  const value = Number(await resumes.getAttribute("data-value"));
  expect(value).toBeGreaterThanOrEqual(seeded);
  await expect(resumes.locator("dd")).toContainText(new Intl.NumberFormat(locale).format(value));
}

// Outside the Gulf whatever the machine's zone: a Gulf time zone would add the Gulf band (gulf.spec.ts).
test.use({ timezoneId: "Europe/London" });

test.describe("landing page", () => {
  for (const locale of ["en-US", "ar-SA"] as const) {
    test(`renders every section in order in ${locale} without console errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(locale === "en-US" ? "/" : `/${locale}`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar-SA" ? "rtl" : "ltr");

      const main = page.getByRole("main");
      // The Gulf band waits hidden for a visitor whose browser points to the Gulf (gulf.spec.ts).
      const shown = main.locator("[data-section]:not([hidden])");
      await expect(shown).toHaveCount(sections.length);
      expect(await shown.evaluateAll((nodes) => nodes.map((node) => node.dataset.section))).toEqual([...sections]);
      for (const section of sections.slice(1)) {
        const heading = main.locator(`[data-section="${section}"]`).getByRole("heading", { level: 2 });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
        if (locale === "ar-SA") await expect(heading).toHaveText(/[\u0600-\u06FF]/);
      }
      await expect(main.locator("[data-feature]")).toHaveCount(9);
      await expect(main.locator("[data-testimonial]")).toHaveCount(3);
      // The quotes are examples, and the section says so (spec §2: fixed static examples).
      await expect(main.locator('[data-section="testimonials"]')).toContainText(
        locale === "en-US" ? "Illustrative examples, not customer quotes." : "أمثلة توضيحية، وليست اقتباسات من عملاء.",
      );
      await expect(main.locator("[data-format]")).toHaveCount(5);
      await expect(main.locator("[data-step]")).toHaveCount(3);

      // The FAQ excerpt opens in place and leads to /faq.
      const faq = main.locator('[data-section="faq"]');
      await faq.locator('[data-question="guest"] summary').click();
      await expect(faq.locator('[data-question="guest"]')).toHaveAttribute("open", "");
      await expect(faq.getByRole("link")).toHaveAttribute("href", locale === "en-US" ? "/faq" : `/${locale}/faq`);

      // The slides show the templates' own thumbnails, in the language's direction.
      const firstImage = carousel(page).locator("li").first().locator("img");
      await expect(firstImage).toHaveAttribute(
        "src",
        locale === "ar-SA" ? "/templates/jpg/rtl/azurill.jpg" : "/templates/jpg/azurill.jpg",
      );
      await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      // Mirrored in Arabic: the "browse all" link sits at the inline end, left of the heading.
      const title = page.locator("#landing-templates-title");
      const browse = main.locator('[data-section="templates"]').getByRole("link", { name: /./ }).first();
      const [titleBox, browseBox] = [await title.boundingBox(), await browse.boundingBox()];
      if (locale === "ar-SA") expect(browseBox!.x).toBeLessThan(titleBox!.x);
      else expect(browseBox!.x).toBeGreaterThan(titleBox!.x);

      // The closing call to action opens the guest builder.
      await expect(main.locator('[data-section="call-to-action"]').getByRole("link").first()).toHaveAttribute(
        "href",
        locale === "en-US" ? "/builder/try" : `/${locale}/builder/try`,
      );
      expect(errors).toEqual([]);
    });
  }

  test("asks for no picture below the fold and no Arabic font before the page has loaded", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("load");
    // What the browser fetched, and when, against the moment its load event began.
    const timings = () =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const resources = performance.getEntriesByType("resource").map((entry) => ({
          name: entry.name,
          startTime: entry.startTime,
        }));
        return { loadStart: navigation!.loadEventStart, resources };
      });
    const early = await timings();
    const thumbnails = (list: typeof early.resources) =>
      list.filter(({ name }) => /\/templates\/(webp|jpg)\//.test(name));
    expect(early.loadStart).toBeGreaterThan(0);
    for (const { name, startTime } of thumbnails(early.resources))
      expect(startTime, `${name} was asked for before the load event`).toBeGreaterThanOrEqual(early.loadStart);
    // The hero's Arabic example job title is drawn in the system's font: the page's Arabic font is not fetched.
    expect(early.resources.filter(({ name }) => name.includes("ibm-plex-sans-arabic"))).toEqual([]);
    const placeholderFont = await page
      .locator("#hero-job-role")
      .evaluate((input) => getComputedStyle(input, "::placeholder").fontFamily);
    expect(placeholderFont).not.toContain("IBM Plex Sans Arabic");
    expect(await page.locator("#hero-job-role").evaluate((input) => getComputedStyle(input).fontFamily)).toContain(
      "IBM Plex Sans Arabic",
    );

    // Once loaded, the carousel's slides in view show their pictures.
    await carousel(page).scrollIntoViewIfNeeded();
    const firstPicture = carousel(page).locator('[data-visible="true"] img').first();
    await expect
      .poll(() => firstPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(thumbnails((await timings()).resources).length).toBeGreaterThan(0);

    // The slides further on have not asked for their pictures yet: one more comes with each step forward, and
    // those asked for stay.
    await carousel(page).hover();
    const perView = Number(await carousel(page).getAttribute("data-per-view"));
    const start = Number(await carousel(page).getAttribute("data-position"));
    const pictures = carousel(page).locator("li img[src]");
    await expect(pictures).toHaveCount(start + 2 * perView);
    await page.getByTestId("carousel-next").click();
    await expect(pictures).toHaveCount(start + 2 * perView + 1);
    await page.getByTestId("carousel-previous").click();
    await expect(carousel(page)).toHaveAttribute("data-position", String(start));
    await expect(pictures).toHaveCount(start + 2 * perView + 1);
  });

  test("a visitor's copy asks for no script file, and its own script answers", async ({ page }) => {
    // The page cache sends the landing without Next.js's scripts (data-needs-no-framework): the page's inline
    // script (client/marketing/landing-script.ts) runs the hero, the carousel and the counters.
    await page.goto("/");
    await expect(carousel(page)).toHaveAttribute("data-per-view", /^\d$/);
    await page.waitForLoadState("load");
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(({ name }) => /\.js(\?|$)/.test(name))
        .map(({ name }) => name),
    );
    expect(scripts).toEqual([]);
    const inline = await page
      .locator("script:not([src])")
      .evaluateAll((nodes) => nodes.reduce((total, node) => total + (node.textContent ?? "").length, 0));
    expect(inline, "inline script characters").toBeLessThan(30_000);

    // The role form: its button waits for a role, then the generating screen shows and the form is kept.
    const submit = page.getByRole("button", { name: "Generate my resume" });
    await expect(submit).toBeDisabled();
    await page.locator("#hero-job-role").fill("Registered Nurse");
    await submit.click();
    await expect(page.getByTestId("hero-generating")).toBeVisible();
    // Said to screen readers too.
    await expect(page.locator("[data-hero-status]")).not.toBeEmpty();
    expect(await page.evaluate(() => Object.values(localStorage).join(" "))).toContain("Registered Nurse");
    await page.waitForURL("**/ai-generator");
  });

  test("an Arabic page asks for its script's fonts with the HTML, so its first paint does not move", async ({
    request,
  }) => {
    // Found through the stylesheet they came after the first paint, and the page shifted when they replaced the
    // system's font (Lighthouse: 0.058 on /ar-SA). The Link header preloads them (lib/i18n/script-font-preloads.ts).
    const fonts = (link: string) =>
      [...link.matchAll(/<([^>]+\.woff2)>; rel=preload; as="font"/g)].map(([, url]) => url!);
    const arabic = fonts((await request.get("/ar-SA")).headers()["link"] ?? "");
    expect(arabic.map((url) => url.replace(/\.[a-z0-9]+\.woff2$/, ""))).toEqual([
      "/_next/static/media/ibm-plex-sans-arabic-arabic-400-normal",
      "/_next/static/media/ibm-plex-sans-arabic-arabic-600-normal",
    ]);
    for (const url of arabic) {
      const font = await request.get(url);
      expect(font.status(), url).toBe(200);
      expect(font.headers()["content-type"]).toContain("font/woff2");
    }
    expect(fonts((await request.get("/fa-IR")).headers()["link"] ?? "")).toHaveLength(2);
  });

  test("shows statistics counted in the database, in the visitor's digits", async ({ page }) => {
    // The demo accounts' resumes are seeded before the first request: the count is at least theirs.
    const seeded = demoAccounts.reduce((sum, account) => sum + account.resumes.length, 0);
    await expectResumeCount(page, "en-US", seeded);
    await expect(page.locator('[data-statistic="templates"] dd')).toContainText("21");
    await expect(page.locator('[data-statistic="languages"] dd')).toContainText("22");

    // Each page's copy is kept for a few seconds (scripts/lib/page-cache.mjs): the two need not be of one moment.
    await expectResumeCount(page, "ar-SA", seeded);
    await expect(page.locator('[data-statistic="templates"] dd')).toContainText("٢١");
  });

  test("keeps still for a visitor who asked for reduced motion", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(carousel(page)).toHaveAttribute("data-per-view", "4");
    await page.clock.runFor(20_000);
    await expect(carousel(page)).toHaveAttribute("data-position", "0");
    await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
    await expect(page.getByTestId("carousel-pause")).toBeHidden();
    // The buttons still move it.
    await page.getByTestId("carousel-next").click();
    await expect(carousel(page)).toHaveAttribute("data-position", "1");
  });
});

test.describe("template carousel", () => {
  test.use({ reducedMotion: "no-preference" });

  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Stops the page's time once the carousel runs, and answers the slide it shows then. */
  async function freezeTime(page: Page): Promise<number> {
    await expect(carousel(page)).toHaveAttribute("data-per-view", /\d/);
    // A second ahead of the page's time, which runs on while this call travels.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    // The jump may have run the 6 s timer: let React commit that move (its scheduler posts a message, which
    // the paused clock does not hold back) before the position is read.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    return Number(await carousel(page).getAttribute("data-position"));
  }

  test("advances every 6 s, and stands still while hovered or paused", async ({ page }) => {
    await page.goto("/");
    const slides = carousel(page);
    await expect(slides).toHaveAttribute("data-rotating", "true");
    const start = await freezeTime(page);

    await slides.locator("li").first().hover();
    await expect(slides).toHaveAttribute("data-rotating", "false");
    await page.clock.runFor(15_000);
    await expect(slides).toHaveAttribute("data-position", String(start));

    // Leaving arms the 6 s again.
    await page.mouse.move(5, 5);
    await expect(slides).toHaveAttribute("data-rotating", "true");
    await page.clock.runFor(5_900);
    await expect(slides).toHaveAttribute("data-position", String(start));
    await page.clock.runFor(200);
    await expect(slides).toHaveAttribute("data-position", String(start + 1));

    await page.getByTestId("carousel-pause").click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(15_000);
    await expect(slides).toHaveAttribute("data-position", String(start + 1));
    await page.getByTestId("carousel-pause").click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_000);
    await expect(slides).toHaveAttribute("data-position", String(start + 2));
  });

  test("wraps round both ways and shows 4 slides at this width", async ({ page }) => {
    await page.goto("/");
    const slides = carousel(page);
    const start = await freezeTime(page);
    await expect(slides).toHaveAttribute("data-per-view", "4");
    for (let step = 0; step < start; step++) await page.getByTestId("carousel-previous").click();
    await expect(slides).toHaveAttribute("data-position", "0");
    await expect(slides.locator('li[data-visible="true"]')).toHaveCount(4);
    await expect(slides.locator('li[data-visible="true"]').first()).toHaveAttribute("data-template", "azurill");

    // Backwards past the first slide lands on the last full window (21 templates, 4 in view: 17)...
    await page.getByTestId("carousel-previous").click();
    await expect(slides).toHaveAttribute("data-position", "17");
    await expect(slides.locator("li").last()).toHaveAttribute("data-visible", "true");
    // ... and forwards past it, back on the first.
    await page.getByTestId("carousel-next").click();
    await expect(slides).toHaveAttribute("data-position", "0");
    // Slides out of view are inert: their links are not in the tab order.
    await expect(slides.locator("li").nth(4)).toHaveAttribute("inert", "");
  });

  test("follows a swipe over 50 px, by touch and by mouse, without opening the slide", async ({ page }) => {
    await page.goto("/");
    const slides = carousel(page);
    let position = await freezeTime(page);
    const track = slides.locator("ul").locator("..");
    await slides.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (from: number, to: number) => {
      const init = { pointerId: 7, pointerType: "touch", isPrimary: true, clientY: y };
      await track.dispatchEvent("pointerdown", { ...init, clientX: from });
      await track.dispatchEvent("pointerup", { ...init, clientX: to });
    };

    await swipe(box.x + 400, box.x + 300);
    await expect(slides).toHaveAttribute("data-position", String(++position));
    await swipe(box.x + 300, box.x + 400);
    await expect(slides).toHaveAttribute("data-position", String(--position));
    await swipe(box.x + 400, box.x + 360); // 40 px: not a swipe
    await expect(slides).toHaveAttribute("data-position", String(position));

    // A mouse drag within one slide's link moves the carousel and does not follow the link.
    const link = slides.locator('li[data-visible="true"]').first().getByRole("link");
    // The swipe back slides the track for 0.7 s (a CSS transition, which the paused clock does not hold):
    // the link is measured once it stands in the track.
    await expect.poll(async () => (await link.boundingBox())!.x).toBeGreaterThanOrEqual(box.x - 1);
    const linkBox = (await link.boundingBox())!;
    await page.mouse.move(linkBox.x + linkBox.width - 20, linkBox.y + 100);
    await page.mouse.down();
    await page.mouse.move(linkBox.x + 20, linkBox.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(slides).toHaveAttribute("data-position", String(++position));
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("answers the arrow keys in the reading direction, in Arabic too", async ({ page }) => {
    await page.goto("/ar-SA");
    const slides = carousel(page);
    let position = await freezeTime(page);
    await page.getByTestId("carousel-next").focus();
    // Keyboard focus inside holds the carousel still.
    await expect(slides).toHaveAttribute("data-rotating", "false");
    await page.keyboard.press("ArrowLeft"); // right to left: the left arrow goes forwards
    await expect(slides).toHaveAttribute("data-position", String(++position));
    await page.keyboard.press("ArrowRight");
    await expect(slides).toHaveAttribute("data-position", String(--position));
    await page.clock.runFor(12_000);
    await expect(slides).toHaveAttribute("data-position", String(position));
  });
});
