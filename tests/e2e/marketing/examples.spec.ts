import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { axeViolations } from "../fixtures/axe";
import { collectPageErrors } from "../fixtures/page-errors";

// /examples (issue #20 item 3): example resumes per profession and language, filters as links,
// a read-only preview, and "Use this example" into the guest builder or a signed-in user's resumes.

const cards = (page: Page) => page.getByTestId("examples-list").locator("li[data-example]");

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  expect(await axeViolations(page)).toEqual([]);
}

test.describe.configure({ mode: "parallel" });

for (const locale of ["en-US", "ar-SA"] as const) {
  test(`${locale}: the examples render without console errors, filter by links, preview, and pass axe`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const prefix = locale === "en-US" ? "" : `/${locale}`;
    await page.goto(`${prefix}/examples`);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar-SA" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      locale === "ar-SA" ? "نماذج السير الذاتية" : "Resume examples",
    );
    const all = await cards(page).count();
    expect(all).toBeGreaterThan(8);
    await expectNoAxeViolations(page);

    // The header links here.
    await expect(
      page.getByRole("navigation", { name: locale === "ar-SA" ? "التنقل الرئيسي" : "Main" }).getByRole("link", {
        name: locale === "ar-SA" ? "أمثلة" : "Examples",
      }),
    ).toHaveAttribute("href", `${prefix}/examples`);

    // Filter by profession, then by language: links, so the address says what is shown.
    const professions = page.getByRole("navigation", { name: locale === "ar-SA" ? "المهنة" : "Profession" });
    await professions.getByRole("link", { name: locale === "ar-SA" ? "ممرض" : "Nurse", exact: true }).click();
    await expect(page).toHaveURL(/[?&]profession=nurse/);
    await expect(cards(page)).toHaveCount(2);
    await expect(professions.getByRole("link", { name: locale === "ar-SA" ? "ممرض" : "Nurse" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const languages = page.getByRole("navigation", { name: locale === "ar-SA" ? "اللغة" : "Language" });
    await languages.getByRole("link", { name: locale === "ar-SA" ? "الإسبانية" : "Spanish" }).click();
    await expect(page).toHaveURL(/profession=nurse/);
    await expect(page).toHaveURL(/language=es-ES/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toHaveAttribute("data-example", "nurse-es-es");

    // Preview opens the example read-only, in its own language and direction.
    await cards(page)
      .getByRole("link", {
        name: locale === "ar-SA" ? "معاينة نموذج ممرض باللغة الإسبانية" : "Preview the Nurse example in Spanish",
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/examples/nurse-es-es$`));
    const frame = page.getByTestId("public-resume-frame");
    await expect(frame).toBeVisible();
    const document = frame.contentFrame();
    await expect(document.locator("body")).toContainText("Lucía Fernández Ortega");
    await expect(page.getByTestId("example-notice")).toContainText("Lucía Fernández Ortega");
    // axe in the page's main frame only (tests/e2e/fixtures/axe.ts): the script-less frame gets no injection.
    await expectNoAxeViolations(page);

    // Reached by a client-side navigation, whose inline script the browser does not run: the page's own
    // script (client/public-resume/public-page.ts) is started all the same. On a phone: the page view, fitted.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frame).toBeHidden();
    await page.locator('[data-public-view="page"]').click();
    await expect(frame).toBeVisible();
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect(errors).toEqual([]);
  });
}

test("an unknown example is a 404, and its document too", async ({ request }) => {
  expect((await request.get("/examples/not-an-example")).status()).toBe(404);
  expect((await request.get("/examples/not-an-example/document")).status()).toBe(404);
  expect((await request.get("/examples/accountant-ar-sa/document")).status()).toBe(200);
});

test('"Use this example" starts the guest builder with the example, and ignores unknown slugs', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto("/ar-SA/examples?profession=accountant");
  await cards(page).getByRole("link", { name: "استخدم هذا النموذج (محاسب · العربية)" }).click();
  await expect(page).toHaveURL(/\/builder\/guest\/[^/?]+/, { timeout: 120_000 });
  await expect(page.getByRole("textbox", { name: "الاسم الكامل" })).toHaveValue("نورة عبدالله الشهري", {
    timeout: 60_000,
  });
  const { resumeData } = (await (await page.request.get("/api/guest/resume-data")).json()) as {
    resumeData: { title: string; data: { basics: { name: string }; metadata: { template: string; locale: string } } };
  };
  expect(resumeData.title).toBe("نورة عبدالله الشهري");
  expect(resumeData.data.metadata).toMatchObject({ template: "bronzor", locale: "ar-SA" });

  // A fresh visitor with a slug that is not an example gets the usual blank start.
  const stranger = await browser.newPage();
  await stranger.goto("/builder/try?example=../../etc/passwd");
  await expect(stranger).toHaveURL(/\/builder\/guest\/[^/?]+/, { timeout: 120_000 });
  const blank = (await (await stranger.request.get("/api/guest/resume-data")).json()) as {
    resumeData: { data: { basics: { name: string } } };
  };
  expect(blank.resumeData.data.basics.name).toBe("");
  await stranger.close();
});

test('"Use this example" gives a signed-in user a new resume holding the example', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await page.goto("/examples/project-manager-en-us");
  await page.getByRole("button", { name: "Use this example (Project manager · English)" }).click();
  await expect(page).toHaveURL(/\/builder\/[^/?]+$/, { timeout: 120_000 });
  const id = new URL(page.url()).pathname.split("/").at(-1);
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    title: string;
    data: { basics: { name: string; headline: string }; metadata: { template: string } };
  };
  expect(resume.title).toBe("Project Manager");
  expect(resume.data.basics).toMatchObject({ name: "[Your name]", headline: "Project Manager" });
  expect(resume.data.metadata.template).toBe("executive");
});
