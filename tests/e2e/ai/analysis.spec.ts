import type { Page } from "@playwright/test";
import { signIn, signUp, test, expect } from "../fixtures/auth";
import { createResume, openBuilder, saveResumeData, sectionItem } from "../builder/core-helpers";
import { demoPassword, expectTokenShortage } from "../tokens/helpers";
import { remainingTokens } from "./resume-facts";

// The resume analysis views on the offline analyzer (issue #17): the basic results (score cards,
// suggestions by priority, section scores, keywords, raw data) and the explainable match list with its
// quoted proof, the advanced dashboard for a paid plan, the refusals (FREE: advanced is premium; a short
// balance opens the token dialog), and the entry on a phone.
test.describe.configure({ timeout: 240_000 });

const job = `Registered Nurse - Intensive Care
Requirements:
- 3+ years of ICU experience
- BLS and ACLS certification
- Experience with Epic electronic health records
Nice to have:
- Arabic`;

async function nurseResume(page: Page): Promise<string> {
  const resume = await createResume(page, { title: "Analysis", name: "Lina Haddad" });
  const data = structuredClone(resume.data) as unknown as Record<string, Record<string, unknown>> & {
    sections: Record<string, Record<string, unknown>>;
  };
  data.basics = { ...data.basics, headline: "ICU Nurse", email: "lina@example.test", phone: "+966 50 000 0000" };
  data.sections.summary = { ...data.sections.summary, content: "<p>ICU nurse caring for critically ill adults.</p>" };
  data.sections.experience = {
    ...data.sections.experience,
    items: [
      sectionItem({
        id: "exp-icu",
        company: "King Fahd Hospital",
        position: "Staff Nurse, ICU",
        location: "Riyadh",
        date: "Jan 2019 - Present",
        summary:
          "<ul><li><p>Cared for 8 ICU patients a shift and charted in Epic</p></li><li><p>Trained 5 new nurses</p></li></ul>",
      }),
    ],
  };
  data.sections.certifications = {
    ...data.sections.certifications,
    items: [sectionItem({ id: "cert-bls", name: "BLS", issuer: "AHA", date: "2023" })],
  };
  await saveResumeData(page, resume, data);
  return resume.id;
}

/**
 * A nurse's resume open in the builder with the analysis dialog's Analysis tab, the job description
 * typed in: the tab and the balance before any analysis.
 */
async function openNurseAnalysis(page: Page) {
  const id = await nurseResume(page);
  await openBuilder(page, id);
  const start = await remainingTokens(page);
  await page.getByTestId("analysis-open").click();
  const dialog = page.getByRole("dialog", { name: "Resume analysis" }).getByRole("tabpanel", { name: "Analysis" });
  await dialog.getByLabel("Job description").fill(job);
  return { dialog, start };
}

test("basic analysis shows the scores, suggestions, sections, keywords and the proof of each match; advanced is refused on FREE; a short balance opens the token dialog", async ({
  page,
}) => {
  await signUp(page);
  const { dialog, start } = await openNurseAnalysis(page);
  await dialog.getByTestId("analysis-run-basic").click();
  const results = dialog.getByTestId("analysis-basic-results");
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByTestId("analysis-ats-score").getByRole("img")).toHaveAttribute(
    "aria-label",
    /^ATS score: \d+%$/,
  );
  for (const heading of ["ATS checks", "Section strength", "Keyword analysis"])
    await expect(results.getByRole("heading", { name: heading })).toBeVisible();
  expect(await remainingTokens(page)).toBe(start - 100);

  // Every requirement of the job, proved by a quote from the resume or marked as a gap.
  await dialog.getByRole("tab", { name: "Job match" }).click();
  const matches = dialog.getByTestId("analysis-match-list");
  const epic = matches.locator("li", { hasText: "Epic" }).first();
  await expect(epic).toHaveAttribute("data-status", "matched");
  await expect(epic.locator("q")).toContainText("charted in Epic");
  await expect(matches.locator("li", { hasText: "ACLS" }).first()).toHaveAttribute("data-status", "gap");

  // Advanced analysis is a paid plan's: refused, nothing charged.
  await dialog.getByRole("button", { name: "Analyze another job" }).click();
  await dialog.getByLabel("Job description").fill(job);
  await dialog.getByTestId("analysis-run-advanced").click();
  await expect(page.getByText("The advanced analysis is part of the paid plans.", { exact: true })).toBeVisible();
  expect(await remainingTokens(page)).toBe(start - 100);

  // 150 tokens left: one more basic analysis (100), then the next needs more than is left.
  await dialog.getByTestId("analysis-run-basic").click();
  await expect(dialog.getByTestId("analysis-basic-results")).toBeVisible({ timeout: 60_000 });
  await dialog.getByRole("button", { name: "Analyze another job" }).click();
  await dialog.getByLabel("Job description").fill(job);
  await dialog.getByTestId("analysis-run-basic").click();
  await expectTokenShortage(page, 100);
  expect(await remainingTokens(page)).toBe(start - 200);
});

test("a paid plan gets the advanced dashboard: market position, skill gaps in three groups, the match breakdown; 150 tokens", async ({
  page,
}) => {
  expect(await signIn(page, { identifier: "demo-pro", password: demoPassword })).toMatchObject({
    status: "authenticated",
  });
  const { dialog, start } = await openNurseAnalysis(page);
  await dialog.getByTestId("analysis-run-advanced").click();
  const dashboard = dialog.getByTestId("analysis-advanced-dashboard");
  await expect(dashboard).toBeVisible({ timeout: 60_000 });
  await expect(dashboard.getByTestId("analysis-market-position")).not.toBeEmpty();
  for (const group of ["Critical", "Important", "Nice to have"])
    await expect(dashboard.getByText(new RegExp(`^${group} \\(\\d+\\)$`))).toBeVisible();
  // The missing certification is the critical gap.
  await expect(dashboard.getByText("ACLS, electronic health records", { exact: true })).toBeVisible();
  // The demo account is shared by other specs: the change is this run's own.
  expect(start - (await remainingTokens(page))).toBeGreaterThanOrEqual(150);
});

test("on a phone the analysis is in the export panel", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signUp(page);
  const id = await nurseResume(page);
  await page.goto(`/builder/${id}`, { timeout: 180_000 });
  await page.getByRole("navigation").getByRole("button", { name: "Export" }).click();
  await page.getByTestId("analysis-open").click();
  await expect(
    page
      .getByRole("dialog", { name: "Resume analysis" })
      .getByRole("tabpanel", { name: "Analysis" })
      .getByLabel("Job description"),
  ).toBeVisible();
  await context.close();
});
