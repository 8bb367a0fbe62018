import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "../fixtures/axe";
import { collectPageErrors } from "../fixtures/page-errors";

// The landing's Gulf variant (spec §2, §3; DECISIONS.md "Geolocation"): the edge's country header
// renders it on the server, in the first HTML; without a header the browser's time zone picks it
// after hydration; visitors from elsewhere see none of it.

const gulfSection = (page: Page) => page.locator('main [data-section="gulf"]');
/** Whether a page's HTML shows the Gulf band (without a country from the edge it is there, hidden, for the script). */
const isGulfShownIn = (html: string) => /<section(?![^>]*\shidden)[^>]*data-section="gulf"/.test(html);

const expected = {
  "en-US": {
    path: "/",
    headline: "Stand out to employers across the region",
    market: "Job market: United Arab Emirates",
    growth: "+4.5%",
    salary: new Intl.NumberFormat("en-US", { style: "currency", currency: "AED", maximumFractionDigits: 0 }).format(
      16_000,
    ),
    skill: "Artificial intelligence",
    estimate: "Vitae editorial estimate, 2026. Indicative figures, not official statistics.",
  },
  "ar-SA": {
    path: "/ar-SA",
    headline: "تميَّز أمام أصحاب العمل في المنطقة",
    market: "سوق العمل في الإمارات العربية المتحدة",
    growth: new Intl.NumberFormat("ar-SA", {
      style: "percent",
      signDisplay: "always",
      maximumFractionDigits: 1,
    }).format(0.045),
    salary: new Intl.NumberFormat("ar-SA", { style: "currency", currency: "AED", maximumFractionDigits: 0 }).format(
      16_000,
    ),
    skill: "الذكاء الاصطناعي",
    estimate: "تقدير تحريري من Vitae، ٢٠٢٦. أرقام استرشادية وليست إحصاءات رسمية.",
  },
} as const;

test.describe("Gulf variant from the edge's country header", () => {
  for (const locale of ["en-US", "ar-SA"] as const) {
    test(`is in the first HTML response in ${locale}`, async ({ request }) => {
      const want = expected[locale];
      const response = await request.get(want.path, { headers: { "cf-ipcountry": "AE" } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-section="gulf"');
      expect(html).toContain('data-country="AE"');
      expect(html).toContain(want.headline);
      expect(html).toContain(want.market);
      expect(html).toContain(want.growth);
      expect(html).toContain(want.salary);
      expect(html).toContain(want.skill);
      expect(html).toContain(want.estimate);
      expect(html.match(/data-gulf-template="/g)).toHaveLength(9);
      // The variant sits right below the hero.
      expect(html.indexOf('data-section="hero"')).toBeLessThan(html.indexOf('data-section="gulf"'));
      expect(html.indexOf('data-section="gulf"')).toBeLessThan(html.indexOf('data-section="templates"'));
    });
  }

  test("renders the country's market and opens a curated template in the guest builder", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": "kw" }, timezoneId: "UTC" });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto("/ar-SA");
    const section = gulfSection(page);
    await expect(section.locator("[data-country]")).toHaveAttribute("data-country", "KW");
    await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText("سوق العمل في الكويت");
    await expect(section.locator("[data-skill]")).toHaveCount(4);
    await expect(section.locator("[data-skill]").first()).toHaveText("المالية والمحاسبة");
    await expect(section.getByTestId("gulf-salary")).toHaveText(
      new Intl.NumberFormat("ar-SA", { style: "currency", currency: "KWD", maximumFractionDigits: 0 }).format(1_200),
    );
    await expect(section.locator("[data-gulf-template]")).toHaveCount(9);
    const first = section.locator('[data-gulf-template="bronzor"] a');
    await expect(first).toHaveAttribute("href", "/ar-SA/builder/try?template=bronzor");
    await expect(first.locator("img")).toHaveAttribute("src", "/templates/jpg/rtl/bronzor.jpg");
    // The script does not choose when the server decided: still one section, and one country's headline.
    await expect(page.locator('[data-section="gulf"]')).toHaveCount(1);
    await expect(section.locator("[data-gulf-intro]")).toHaveCount(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const locale of ["en-US", "ar-SA"] as const) {
    test(`has no axe violations in ${locale}, light and dark`, async ({ browser }) => {
      for (const scheme of ["light", "dark"] as const) {
        const context = await browser.newContext({ extraHTTPHeaders: { "cf-ipcountry": "QA" }, colorScheme: scheme });
        // The site starts light whatever the system says: store the choice as the theme menu does.
        await context.addInitScript((theme) => window.localStorage.setItem("theme", theme), scheme);
        const page = await context.newPage();
        await page.goto(expected[locale].path);
        await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expect(gulfSection(page).locator("[data-country]")).toHaveAttribute("data-country", "QA");
        expect(
          await axeViolations(page, {
            include: '[data-section="gulf"]',
            tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"],
          }),
          `${locale} ${scheme}`,
        ).toEqual([]);
        await context.close();
      }
    });
  }

  test("trusts only the configured header names and only two-letter codes", async ({ request }) => {
    const attempts: Record<string, string>[] = [
      { "x-country": "AE" },
      { "cf-ipcountry": "United Arab Emirates" },
      { "cf-ipcountry": "XX" },
    ];
    for (const headers of attempts) {
      const html = await (await request.get("/", { headers })).text();
      expect(isGulfShownIn(html), JSON.stringify(headers)).toBe(false);
    }
  });
});

test.describe("Gulf variant from the browser's time zone", () => {
  test.use({ timezoneId: "Asia/Riyadh" });

  test("shows the Saudi variant after hydration and caches the answer for 24 h", async ({ page, request }) => {
    // No header: the server leaves the choice to the browser (every country's band hidden in the page).
    const html = await (await request.get("/")).text();
    expect(isGulfShownIn(html)).toBe(false);

    await page.goto("/");
    const section = gulfSection(page);
    await expect(section.locator("[data-country]")).toHaveAttribute("data-country", "SA");
    await expect(section.getByRole("heading", { level: 3 }).first()).toHaveText("Job market: Saudi Arabia");
    await expect(section.getByTestId("gulf-growth").filter({ visible: true })).toHaveText("+5%");
    await expect(section.locator("[data-gulf-template]")).toHaveCount(9);
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem("vitae.visitor-region") ?? "null"));
    expect(cached).toMatchObject({ country: "SA" });
    expect(Date.now() - cached.at).toBeLessThan(60_000);

    // A cached answer wins over the time zone while it is fresh...
    await page.evaluate(() =>
      localStorage.setItem("vitae.visitor-region", JSON.stringify({ country: "OM", at: Date.now() })),
    );
    await page.reload();
    await expect(section.locator("[data-country]")).toHaveAttribute("data-country", "OM");
    // ...and not once it is older than 24 h.
    await page.evaluate(() =>
      localStorage.setItem("vitae.visitor-region", JSON.stringify({ country: "OM", at: Date.now() - 25 * 3600_000 })),
    );
    await page.reload();
    await expect(section.locator("[data-country]")).toHaveAttribute("data-country", "SA");
  });
});

test.describe("visitors from elsewhere", () => {
  test("a US visitor sees no Gulf content, from the header or from the browser", async ({ browser }) => {
    // The header decides on the server, even against a Gulf time zone.
    const fromHeader = await browser.newContext({
      extraHTTPHeaders: { "cf-ipcountry": "US" },
      timezoneId: "Asia/Dubai",
    });
    const page = await fromHeader.newPage();
    await page.goto("/");
    await expect(page.locator('[data-section="hero"]')).toBeVisible();
    await expect(page.locator('[data-section="templates"]')).toBeVisible();
    await expect(page.locator('[data-section="gulf"]')).toHaveCount(0);
    await fromHeader.close();

    const fromBrowser = await browser.newContext({ timezoneId: "America/New_York", locale: "ar-SA" });
    const browserPage = await fromBrowser.newPage();
    await browserPage.goto("/");
    await expect
      .poll(() => browserPage.evaluate(() => localStorage.getItem("vitae.visitor-region")))
      .toContain('"country":"none"');
    await expect(browserPage.locator('[data-section="gulf"]')).toBeHidden();
    await fromBrowser.close();
  });
});
