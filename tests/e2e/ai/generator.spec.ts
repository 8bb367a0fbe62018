import { expect, test, type Page } from "@playwright/test";
import { signUp } from "../fixtures/auth";

// The smart generator from the landing's hand-off to a new resume in the builder (issue 16), with no
// AI model configured: the offline engine answers, says so, and charges RESUME_GENERATION (100).
// Job URL extraction is covered over HTTP (tests/ai/scrape-job-url.db.test.ts): a production build
// refuses the loopback pages such a test would need.

test.describe.configure({ timeout: 240_000 });

async function handOff(page: Page, landing: string, role: string, submit: string | RegExp) {
  await page.goto(landing, { timeout: 120_000 });
  await page.locator("#hero-job-role").fill(role);
  await page.getByRole("button", { name: submit }).click();
  await expect(page.getByTestId("hero-generating")).toBeVisible();
  await page.waitForURL(/\/ai-generator$/, { timeout: 60_000 });
  // Generation starts on arrival with the role filled in; the steps are the server's.
  await expect(page.locator("#generator-role")).toHaveValue(role);
  const result = page.getByTestId("generator-result");
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-step="save"]')).toHaveAttribute("data-status", "done");
  return result;
}

test("a visitor's hand-off from the landing ends in their guest builder, charged 100 tokens", async ({ page }) => {
  const result = await handOff(page, "/", "Registered Nurse", "Generate my resume");
  await expect(result.getByTestId("offline-draft")).toHaveText("Offline draft");
  await expect(result).toContainText("Registered Nurse (offline draft)");
  await expect(result).toContainText("100 tokens used");
  // The analyzer's ATS score of the draft, not a fixed "accuracy" figure.
  await expect(result.getByTestId("generator-scores")).toContainText(/ATS score of this draft\s*\d{1,2}%/);
  const balance = await page.request.get("/api/guest/tokens");
  expect(await balance.json()).toMatchObject({ used: 100 });

  await result.getByRole("link", { name: "Open in the builder" }).click();
  await page.waitForURL(/\/builder\/guest\//, { timeout: 120_000 });
  await expect(page.getByLabel("Headline")).toHaveValue("Registered Nurse", { timeout: 120_000 });
  const stored = (await (await page.request.get("/api/guest/resume-data")).json()) as {
    resumeData: { data: { sections: { experience: { items: { company: string; summary: string }[] } } } };
  };
  const [job] = stored.resumeData.data.sections.experience.items;
  expect(job).toMatchObject({ company: "[Company]" });
  expect(job!.summary).toContain("Provided direct patient care");
});

test("an account's hand-off in Arabic makes a new Arabic resume from the role library", async ({ page }) => {
  await signUp(page.request);
  const result = await handOff(page, "/ar-SA", "محاسب", "أنشئ سيرتي الذاتية");
  await expect(result.getByTestId("offline-draft")).toHaveText("مسودة دون اتصال");
  await expect(page.locator("#generator-language")).toHaveValue("AR");
  const tokens = (await (await page.request.get("/api/user/ai-tokens")).json()) as { remaining: number };
  expect(tokens.remaining).toBe(150);

  await result.getByRole("link", { name: "افتح في المحرر" }).click();
  await page.waitForURL(/\/ar-SA\/builder\/[^/]+$/, { timeout: 120_000 });
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  const resume = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    title: string;
    language: string;
    data: { basics: { headline: string }; sections: { experience: { items: { summary: string }[] } } };
  };
  expect(resume).toMatchObject({
    title: "محاسب (مسودة دون اتصال)",
    language: "ar-SA",
    data: { basics: { headline: "محاسب" } },
  });
  expect(resume.data.sections.experience.items[0]!.summary).toContain("دفتر الأستاذ العام");
});
