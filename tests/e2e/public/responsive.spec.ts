import { expect, test, type Page } from "@playwright/test";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { premiumOwnerContext } from "./owners";

// Issue 24 item 16: on a phone the public resume is a web page in the resume's colours, not a scaled sheet.

test("on a phone the public resume is readable HTML whose largest paint is the name, with the page view one tap away", async ({ page, browser, playwright, baseURL }) => {
  const owner = await premiumOwnerContext(playwright, baseURL!);
  const paths: { path: string; name: string; dir: string }[] = [];
  for (const locale of ["en-US", "ar-SA"] as const) {
    const data = getSampleResume(locale);
    const created = await owner.post("/api/resume", { data: { title: `Phone ${locale} ${Date.now()}`, data } });
    expect(created.status(), await created.text()).toBe(201);
    const resume = (await created.json()) as ResumeDto;
    const shared = await owner.patch(`/api/resume/${resume.id}`, { data: { version: resume.version, visibility: "PUBLIC" } });
    expect(shared.status(), await shared.text()).toBe(200);
    paths.push({ path: `/resume/${resume.id}`, name: data.basics.name, dir: locale === "ar-SA" ? "rtl" : "ltr" });
  }
  await owner.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const { path, name, dir } of paths) {
    await page.goto(path);
    const view = page.getByTestId("responsive-resume");
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute("dir", dir);
    await expect(view.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("public-resume-frame")).toBeHidden();
    // Readable type: body text at 16 px, and nothing wider than the phone.
    expect(await view.locator(".vr-rich").first().evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(15);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve(last.element?.closest("[data-testid]")?.getAttribute("data-testid") ?? last.element?.tagName ?? "");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest).toBe("responsive-resume-name");
    // The name waits for its font: its files come from the answer's preload, not from the style read later.
    expect(await resumeFontRequests(page, "link"), path).not.toEqual([]);

    await page.getByTestId("public-resume-views").getByRole("button", { name: "Page view" }).click();
    await expect(page.getByTestId("public-resume-frame")).toBeVisible();
    await expect(view).toBeHidden();
    await expect.poll(async () => (await page.getByTestId("public-resume-frame").boundingBox())?.height ?? 0).toBeGreaterThan(300);
  }

  // On a desktop the printed page is shown, with no view switch. A fresh browser context: one that has just
  // drawn the phone view already holds the fonts, and Chromium then lists them for this page too.
  const desktopContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const desktop = await desktopContext.newPage();
  await desktop.goto(paths[0]!.path);
  await expect(desktop.getByTestId("public-resume-frame")).toBeVisible();
  await expect(desktop.getByTestId("responsive-resume")).toBeHidden();
  await expect(desktop.getByTestId("public-resume-views")).toBeHidden();
  // The preload is for phones: a desktop fetches no resume font into the page (the frame draws its own).
  await desktop.waitForLoadState("load");
  expect(await resumeFontRequests(desktop)).toEqual([]);
  await desktopContext.close();
});

/** The resume font files this page (not its frames) asked for, by what asked: "link" is a preload. */
function resumeFontRequests(page: Page, initiatorType?: string) {
  return page.evaluate(
    (initiator) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes("/fonts/@fontsource/"))
        .filter((entry) => !initiator || entry.initiatorType === initiator)
        .map((entry) => entry.name),
    initiatorType,
  );
}
