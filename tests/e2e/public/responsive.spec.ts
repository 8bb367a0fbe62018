import { expect, test } from "@playwright/test";
import { getSampleResume } from "@/core/resume/samples";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { premiumOwnerContext } from "./owners";

// Issue 24 item 16: on a phone the public resume is a web page in the resume's colours, not a scaled sheet.

test("on a phone the public resume is readable HTML whose largest paint is the name, with the page view one tap away", async ({ page, playwright, baseURL }) => {
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

    await page.getByTestId("public-resume-views").getByRole("button", { name: "Page view" }).click();
    await expect(page.getByTestId("public-resume-frame")).toBeVisible();
    await expect(view).toBeHidden();
    await expect.poll(async () => (await page.getByTestId("public-resume-frame").boundingBox())?.height ?? 0).toBeGreaterThan(300);
  }

  // On a desktop the printed page is shown, with no view switch.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths[0]!.path);
  await expect(page.getByTestId("public-resume-frame")).toBeVisible();
  await expect(page.getByTestId("responsive-resume")).toBeHidden();
  await expect(page.getByTestId("public-resume-views")).toBeHidden();
});
