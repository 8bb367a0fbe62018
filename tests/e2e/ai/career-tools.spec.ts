import type { Locator, Page } from "@playwright/test";
import { signUp, test, expect } from "../fixtures/auth";
import { openBuilder, readResume } from "../builder/core-helpers";
import { expectTokenShortage } from "../tokens/helpers";
import { frontendEngineer, remainingTokens, resumeWithFacts, type ResumeFacts } from "./resume-facts";

// The career tools of the analysis dialog on the offline engine (no OPENAI_API_KEY on the e2e server),
// each as a new FREE user (250 tokens): the job fit (100) after an analysis whose job description it
// reuses, the token dialog when LinkedIn texts (200) cost more than is left, the LinkedIn texts with
// their lengths and Copy, and the same tool in Arabic, right to left, in the resume's language; the
// booster's rewrites, one accepted into the saved resume and undone, in English and in Arabic; the
// career path (100) with its periods, steps and skills; the translation (100) into a new Arabic resume,
// opened in the builder. Each test keeps a picture of the dialog in its output folder, for review.
test.describe.configure({ timeout: 240_000 });

const arabic: ResumeFacts = {
  basics: { headline: "ممرضة عناية مركزة" },
  summary: "ممرضة مسجلة بخبرة في رعاية المرضى في العناية المركزة.",
  experience: [
    {
      id: "exp-hospital",
      company: "مستشفى الملك فهد",
      position: "ممرضة أولى",
      date: "يناير 2019 - حتى الآن",
      bullets: ["قدمت الرعاية لـ 8 مرضى يومياً في وحدة العناية المركّزة", "خفضت الالتهابات بنسبة 20%"],
    },
  ],
  skills: [{ id: "skill-clinical", name: "مهارات سريرية", keywords: ["إعطاء الأدوية", "السجلات الصحية الإلكترونية"] }],
};

const job = `Senior Frontend Engineer (React)
Requirements:
- 5+ years of professional experience
- Expert JavaScript and TypeScript
- Experience with Kubernetes and PostgreSQL
- Java is required for our legacy services
Nice to have:
- Python`;

/** A new resume with these facts, named for this spec. */
const resumeWith = (page: Page, facts: ResumeFacts, locale?: string) =>
  resumeWithFacts(page, facts, { title: "Career tools", locale });

/** The analysis dialog open on one tool's tab. */
async function openTool(page: Page, tab: string, dialogName = "Resume analysis") {
  await page.getByTestId("analysis-open").click();
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("tab", { name: tab }).click();
  return { dialog, panel: dialog.getByRole("tabpanel", { name: tab }) };
}

/** A new user on the builder of a new resume with these facts: the resume's id and the user's tokens there. */
async function builderWith(page: Page, facts: ResumeFacts) {
  await signUp(page);
  const id = await resumeWith(page, facts);
  await openBuilder(page, id);
  return { id, start: await remainingTokens(page) };
}

/** Runs a tool by its button and waits for its result (the model-less run may take a while). */
async function runTool(panel: Locator, button: string, resultTestId: string) {
  await panel.getByRole("button", { name: button }).click();
  const result = panel.getByTestId(resultTestId);
  await expect(result).toBeVisible({ timeout: 60_000 });
  return result;
}

/** The builder in Arabic, right to left, once its analysis entry is there. */
async function openArabicBuilder(page: Page, id: string) {
  await page.goto(`/ar-SA/builder/${id}`, { timeout: 180_000 });
  await expect(page.getByTestId("analysis-open")).toBeVisible({ timeout: 120_000 });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}

test("job fit reuses the analysis's job description, shows the analyzer's fit offline and charges 100; LinkedIn texts then need more tokens", async ({
  page,
}) => {
  const { start } = await builderWith(page, frontendEngineer);

  await page.getByTestId("analysis-open").click();
  const dialog = page.getByRole("dialog", { name: "Resume analysis" });
  const analysis = dialog.getByRole("tabpanel", { name: "Analysis" });
  await analysis.getByLabel("Job description").fill(job);
  await analysis.getByTestId("analysis-run-basic").click();
  await expect(analysis.getByTestId("analysis-basic-results")).toBeVisible({ timeout: 60_000 });
  expect(await remainingTokens(page)).toBe(start - 100);

  await dialog.getByRole("tab", { name: "Job fit" }).click();
  const jobFit = dialog.getByRole("tabpanel", { name: "Job fit" });
  await jobFit.getByTestId("job-fit-use-analysis").click();
  await expect(jobFit.getByLabel("Job description")).toHaveValue(job);
  const result = await runTool(jobFit, "Check job fit · 100 tokens", "job-fit-result");
  await expect(result.getByTestId("offline-draft")).toContainText("Offline draft");
  await expect(result.getByTestId("job-fit-score").getByRole("img")).toHaveAttribute("aria-label", /^Job fit: \d+%$/);
  await expect(result.getByTestId("job-fit-verdict")).toContainText(
    /fit \(\d+%\): your resume proves \d+ of the \d+ requirements found in this job/,
  );
  await expect(result.getByTestId("job-fit-parts")).toContainText("Tool");
  const matches = result.getByTestId("analysis-match-list");
  await expect(matches.locator('[data-requirement="term:java"]')).toHaveAttribute("data-status", "gap");
  await expect(matches.locator('[data-requirement="term:kubernetes"]')).toContainText("K8s");
  expect(await remainingTokens(page)).toBe(start - 200);
  await dialog.screenshot({ path: test.info().outputPath("job-fit.png") });

  // 50 tokens left: LinkedIn texts (200) open the token dialog and charge nothing.
  await dialog.getByRole("tab", { name: "LinkedIn texts" }).click();
  await dialog
    .getByRole("tabpanel", { name: "LinkedIn texts" })
    .getByRole("button", { name: "Write LinkedIn texts · 200 tokens" })
    .click();
  await expectTokenShortage(page, 200);
  expect(await remainingTokens(page)).toBe(start - 200);
});

test("LinkedIn texts: a headline, an About and a text per job from the resume, each with its length and Copy; 200 tokens", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  const { start } = await builderWith(page, frontendEngineer);

  const { dialog, panel } = await openTool(page, "LinkedIn texts");
  await panel.getByLabel("Target role (optional)").fill("Tech Lead");
  const result = await runTool(panel, "Write LinkedIn texts · 200 tokens", "linkedin-result");
  await expect(result.getByTestId("offline-draft")).toContainText("Offline draft");

  const headline = "Frontend Engineer | JS · TS · React · GraphQL | Open to Tech Lead roles";
  await expect(result.getByTestId("linkedin-headline-text")).toHaveText(headline);
  await expect(result.getByTestId("linkedin-headline-count")).toHaveText(`${headline.length} / 220 characters`);
  const about = result.getByTestId("linkedin-about-text");
  await expect(about).toContainText(frontendEngineer.summary);
  await expect(about).toContainText("• Migrated 12 services to K8s, cutting hosting costs by 30%");
  await expect(result.getByTestId("linkedin-experience-0")).toContainText("Senior Frontend Engineer · Noon");
  await expect(result.getByTestId("linkedin-experience-1-text")).toHaveText("• Developed Node.js APIs on Postgres");

  await result.getByRole("button", { name: "Copy: Headline" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(headline);
  expect(await remainingTokens(page)).toBe(start - 200);
  await dialog.screenshot({ path: test.info().outputPath("linkedin.png") });
});

test("in Arabic the dialog reads right to left and the LinkedIn texts are in the resume's language", async ({
  page,
}) => {
  await signUp(page);
  const id = await resumeWith(page, arabic, "ar-SA");
  await openArabicBuilder(page, id);
  const start = await remainingTokens(page);

  const { dialog, panel } = await openTool(page, "نصوص LinkedIn", "تحليل السيرة الذاتية");
  const result = await runTool(panel, "كتابة نصوص LinkedIn · ٢٠٠ رمز", "linkedin-result");
  await expect(result.getByTestId("linkedin-headline-text")).toHaveText(
    "ممرضة عناية مركزة | إعطاء الأدوية · السجلات الصحية الإلكترونية",
  );
  const about = result.getByTestId("linkedin-about-text");
  await expect(about).toContainText("أبرز الإنجازات");
  await expect(about).toContainText("• خفضت الالتهابات بنسبة 20%");
  expect(await about.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await expect(result.getByTestId("linkedin-headline-count")).toContainText("/ ٢٢٠");
  expect(await remainingTokens(page)).toBe(start - 200);
  await dialog.screenshot({ path: test.info().outputPath("linkedin-ar.png") });
});

/** The saved description (rich text) of one job of the resume. */
async function savedSummary(page: Page, resumeId: string, itemId: string): Promise<string> {
  const { data } = (await readResume(page, resumeId)) as unknown as {
    data: { sections: { experience: { items: { id: string; summary: string }[] } } };
  };
  return data.sections.experience.items.find((item) => item.id === itemId)?.summary ?? "";
}

const weakFrontendEngineer = {
  ...frontendEngineer,
  experience: frontendEngineer.experience.map((job) =>
    job.id === "exp-stc"
      ? { ...job, bullets: ["Responsible for managing the support team", "Developed 4 Node.js APIs on Postgres"] }
      : job,
  ),
};

test("booster: rewrites of the weak bullets offline, one accepted into the resume and undone; 200 tokens", async ({
  page,
}) => {
  const { id, start } = await builderWith(page, weakFrontendEngineer);

  const { dialog, panel } = await openTool(page, "Booster");
  const result = await runTool(panel, "Boost my bullets · 200 tokens", "booster-result");
  await expect(result.getByTestId("offline-draft")).toContainText("Offline draft");
  expect(await remainingTokens(page)).toBe(start - 200);

  // The weakest first: "Responsible for …" (no action verb, passive, filler, no result).
  const first = result.getByTestId("booster-suggestion-0");
  await expect(first).toContainText("Web Developer · STC");
  await expect(first).toContainText("Passive wording");
  await expect(first.locator("ins")).toContainText(["Managed"]);
  await expect(first.getByTestId("ai-diff")).toContainText("improving [result] by [number]%");
  await first.getByRole("button", { name: "Accept" }).click();
  await expect(first.getByRole("status")).toHaveText("Accepted");
  await dialog.screenshot({ path: test.info().outputPath("booster.png") });

  const accepted = "<p>Managed the support team, improving [result] by [number]%</p>";
  await expect.poll(() => savedSummary(page, id, "exp-stc"), { timeout: 30_000 }).toContain(accepted);
  const saved = await savedSummary(page, id, "exp-stc");
  expect(saved).toContain("<p>Developed 4 Node.js APIs on Postgres</p>");
  expect(saved).not.toContain("Responsible");
  // The bullet of the other job is untouched.
  expect(await savedSummary(page, id, "exp-noon")).toContain("Built a React design system used by 40 teams");

  await first.getByRole("button", { name: "Undo" }).click();
  await expect(first.getByRole("button", { name: "Accept" })).toBeVisible();
  await expect
    .poll(() => savedSummary(page, id, "exp-stc"), { timeout: 30_000 })
    .toContain("<p>Responsible for managing the support team</p>");
  expect(await remainingTokens(page)).toBe(start - 200);
});

test("booster in Arabic: the rewrite reads right to left, in the resume's language, with an Arabic placeholder", async ({
  page,
}) => {
  await signUp(page);
  const weakArabic = {
    ...arabic,
    experience: [
      { ...arabic.experience[0]!, bullets: ["في الحقيقة قمت بإدارة فريق التمريض", "خفضت الالتهابات بنسبة 20%"] },
    ],
  };
  const id = await resumeWith(page, weakArabic, "ar-SA");
  await openArabicBuilder(page, id);
  const start = await remainingTokens(page);

  const { dialog, panel } = await openTool(page, "تقوية النقاط", "تحليل السيرة الذاتية");
  const result = await runTool(panel, "تقوية نقاطي · ٢٠٠ رمز", "booster-result");
  const first = result.getByTestId("booster-suggestion-0");
  const diff = first.getByTestId("ai-diff");
  await expect(diff).toContainText("مما حسّن [النتيجة] بنسبة [الرقم]%");
  expect(await diff.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await first.getByRole("button", { name: "قبول" }).click();
  await expect(first.getByRole("status")).toHaveText("مقبولة");
  await expect
    .poll(() => savedSummary(page, id, "exp-hospital"), { timeout: 30_000 })
    .toContain("<p>أدرت فريق التمريض، مما حسّن [النتيجة] بنسبة [الرقم]%</p>");
  expect(await remainingTokens(page)).toBe(start - 200);
  await dialog.screenshot({ path: test.info().outputPath("booster-ar.png") });
});

test("career path: the jobs with their periods, the step up and next steps with proven and missing skills; 100 tokens", async ({
  page,
}) => {
  const { start } = await builderWith(page, frontendEngineer);

  const { dialog, panel } = await openTool(page, "Career path");
  await panel.getByLabel("Target role (optional)").fill("Engineering Manager");
  const result = await runTool(panel, "Map my career path · 100 tokens", "trajectory-result");
  await expect(result.getByTestId("offline-draft")).toContainText("Offline draft");
  await expect(result.getByTestId("trajectory-notes")).toContainText("An AI model would add a written reading");

  // Oldest first: STC (Jan 2017 – Feb 2020, 38 months), then Noon, a step up from Professional to Senior.
  const path = result.getByTestId("trajectory-path");
  await expect(path.getByRole("listitem")).toHaveCount(2);
  await expect(path.getByRole("listitem").first()).toContainText("Web Developer");
  await expect(path.getByRole("listitem").first()).toContainText("STC · Jan 2017 - Feb 2020");
  await expect(path.getByTestId("trajectory-role-duration").first()).toHaveText("3 years 2 months");
  await expect(path.getByRole("listitem").last()).toContainText("Step up: Professional → Senior");
  await expect(path.getByRole("listitem").last()).toContainText("Current");

  const promotion = result.getByTestId("trajectory-step-promotion");
  await expect(promotion).toContainText("Frontend Developer");
  await expect(promotion).toContainText("Lead");
  await expect(promotion.getByTestId("trajectory-skills-shown")).toContainText("React");
  await expect(promotion.getByTestId("trajectory-skills-missing")).toContainText("HTML");
  await expect(result.getByTestId("trajectory-step-target")).toContainText("Engineering Manager");
  expect(await remainingTokens(page)).toBe(start - 100);
  await dialog.screenshot({ path: test.info().outputPath("trajectory.png") });
});

test("translate: a new Arabic resume, right to left with Arabic headings and months, the text kept offline; 100 tokens", async ({
  page,
}) => {
  const { id: sourceId, start } = await builderWith(page, frontendEngineer);

  const { dialog, panel } = await openTool(page, "Translate");
  await expect(panel.getByLabel("Language of the copy")).toHaveValue("ar-SA");
  await expect(panel.getByLabel("Language of the copy").locator("option")).toHaveCount(21);
  const result = await runTool(panel, "Create the copy · 100 tokens", "localize-result");
  await expect(result.getByTestId("localize-created")).toContainText("Career tools (العربية)");
  await expect(result.getByTestId("localize-needs-model")).toContainText("your text was not translated");
  await expect(result.getByTestId("localize-summary")).toContainText("العربية, written right to left");
  await expect(result.getByTestId("localize-summary")).toContainText("2 dates with month names in the new language");
  expect(await remainingTokens(page)).toBe(start - 100);
  await dialog.screenshot({ path: test.info().outputPath("localize.png") });

  await result.getByTestId("localize-open").click();
  await expect(page).not.toHaveURL(new RegExp(sourceId));
  await expect(page).toHaveURL(/\/builder\/[^/?]+$/);
  const copyId = new URL(page.url()).pathname.split("/").at(-1)!;
  await expect(page.getByLabel("Full name")).toHaveValue("Sam Taylor", { timeout: 120_000 });
  const copy = (await readResume(page, copyId)) as unknown as {
    title: string;
    data: {
      metadata: { locale: string };
      sections: { experience: { name: string; items: { date: string; position: string }[] } };
    };
  };
  expect(copy.title).toBe("Career tools (العربية)");
  expect(copy.data.metadata.locale).toBe("ar-SA");
  expect(copy.data.sections.experience.name).toBe("الخبرات");
  expect(copy.data.sections.experience.items.map((item) => [item.date, item.position])).toEqual([
    ["مارس 2020 – حتى الآن", "Senior Frontend Engineer"],
    ["يناير 2017 – فبراير 2020", "Web Developer"],
  ]);
  // The source is unchanged.
  const source = (await readResume(page, sourceId)) as unknown as { data: { metadata: { locale: string } } };
  expect(source.data.metadata.locale).toBe("en-US");
});
