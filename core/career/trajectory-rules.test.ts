import { describe, expect, it } from "vitest";
import { roleLibrary } from "@/core/ai/roles";
import { resumeDataSchema, type ResumeData } from "@/core/resume/schema";
import { analyseTrajectory, readPeriod, rolesWithNeighbours, seniorityOf } from "./trajectory-rules";

// The trajectory rules on resumes written for these tests, in English and Arabic: periods and
// durations from the written dates, seniority from titles, gaps, tenure, and next steps whose
// skills are either quoted from the resume or listed as missing, never claimed.

const now = new Date(Date.UTC(2026, 10, 15)); // November 2026

type Job = { id: string; position: string; company: string; date: string; bullets?: string[] };

function resume(locale: string, jobs: Job[], skills: string[] = [], headline = ""): ResumeData {
  return resumeDataSchema.parse({
    basics: { name: "Test Person", headline },
    sections: {
      experience: {
        items: jobs.map((job) => ({
          id: job.id,
          company: job.company,
          position: job.position,
          date: job.date,
          summary: job.bullets ? `<ul>${job.bullets.map((bullet) => `<li><p>${bullet}</p></li>`).join("")}</ul>` : "",
        })),
      },
      skills: { items: [{ id: "skills", name: "Skills", keywords: skills }] },
    },
    metadata: { locale },
  });
}

const english = resume(
  "en-US",
  [
    // Newest first, as resumes list them.
    {
      id: "lead",
      position: "Lead Software Engineer",
      company: "Careem",
      date: "Jul 2023 - Present",
      bullets: ["Led 6 engineers building payment APIs with automated testing"],
    },
    { id: "senior", position: "Senior Software Engineer", company: "Noon", date: "Mar 2020 - Jan 2023" },
    { id: "junior", position: "Junior Developer", company: "STC", date: "2016-09 - 2019-12" },
    { id: "undated", position: "Freelance Web Developer", company: "Self-employed", date: "" },
  ],
  ["JS", "TypeScript", "Git", "Docker"],
);

const arabic = resume(
  "ar-SA",
  [
    { id: "head", position: "رئيسة قسم التمريض", company: "مستشفى الملك فهد", date: "يناير 2022 - حتى الآن" },
    {
      id: "senior",
      position: "ممرضة أولى",
      company: "مستشفى الحرس الوطني",
      date: "مارس 2018 - ديسمبر 2021",
      bullets: ["طبقت إجراءات مكافحة العدوى في قسم العناية المركزة"],
    },
    { id: "nurse", position: "ممرضة", company: "مستشفى دلة", date: "2014 - 2017" },
  ],
  ["مكافحة العدوى", "رعاية المرضى"],
);

describe("seniority from titles", () => {
  it.each([
    ["Junior Developer", "junior"],
    ["Software Engineering Intern", "intern"],
    ["Accountant", "mid"],
    ["Senior Accountant", "senior"],
    ["Sr. Data Analyst", "senior"],
    ["Lead Software Engineer", "lead"],
    ["Principal Engineer", "lead"],
    ["Engineering Manager", "manager"],
    ["Senior Manager, Finance", "manager"],
    ["Head of Marketing", "director"],
    ["Chief Technology Officer", "executive"],
    ["VP Engineering", "executive"],
    ["ممرضة", "mid"],
    ["ممرضة أولى", "senior"],
    ["محاسب أول", "senior"],
    ["مهندس برمجيات متدرب", "intern"],
    ["رئيس فريق التطوير", "lead"],
    ["مشرفة مبيعات", "lead"],
    ["مدير المشاريع", "manager"],
    ["رئيسة قسم التمريض", "director"],
    ["المدير العام", "executive"],
    ["الرئيس التنفيذي للعمليات", "executive"],
  ])("%s is %s", (title, level) => {
    expect(seniorityOf(title)).toBe(level);
  });
});

describe("periods", () => {
  it("reads months, counts both ends, and takes a year-only date as whole years", () => {
    expect(readPeriod("Mar 2020 - Jan 2023", now)).toMatchObject({ current: false, approximate: false });
    expect(readPeriod("2014 - 2017", now)).toMatchObject({ approximate: true });
    expect(readPeriod("Jul 2023 - Present", now)).toMatchObject({ current: true });
    expect(readPeriod("sometime", now)).toBeNull();
    expect(readPeriod("", now)).toBeNull();
  });
});

describe("the trajectory of an English resume", () => {
  const result = analyseTrajectory(english, { now, targetRole: "Engineering Manager" });

  it("orders the dated jobs oldest first with their periods and months, the undated one last", () => {
    expect(
      result.roles.map((role) => [role.itemId, role.start, role.end, role.months, role.level, role.current]),
    ).toEqual([
      ["junior", "2016-09", "2019-12", 40, "junior", false],
      ["senior", "2020-03", "2023-01", 35, "senior", false],
      ["lead", "2023-07", "2026-11", 41, "lead", true],
      ["undated", null, null, null, "mid", false],
    ]);
    expect(result.roles[0]).toMatchObject({ position: "Junior Developer", company: "STC", roleId: null });
  });

  it("finds the steps up, the gaps between jobs and the tenure", () => {
    expect(result.progression).toEqual([
      { fromItemId: "junior", toItemId: "senior", from: "junior", to: "senior", direction: "up" },
      { fromItemId: "senior", toItemId: "lead", from: "senior", to: "lead", direction: "up" },
    ]);
    // January and February 2020 are two months: under the three a gap needs.
    expect(result.gaps).toEqual([
      { afterItemId: "senior", beforeItemId: "lead", from: "2023-02", to: "2023-06", months: 5 },
    ]);
    expect(result.totalMonths).toBe(40 + 35 + 41);
    expect(result.averageTenureMonths).toBe(Math.round((40 + 35 + 41) / 3));
    expect(result.notes).toEqual(["undatedRoles"]);
  });

  it("proposes the next level, the target and two neighbours, with skills proven or missing, never claimed", () => {
    expect(result.nextSteps.map((step) => [step.id, step.kind, step.roleId, step.role, step.level])).toEqual([
      ["promotion", "promotion", "software-engineer", "Software Engineer", "manager"],
      ["target", "target", "software-engineer", "Engineering Manager", "manager"],
      // Sideways into another field: at most senior.
      ["related-devops-engineer", "related", "devops-engineer", "DevOps Engineer", "senior"],
      ["related-product-manager", "related", "product-manager", "Product Manager", "senior"],
    ]);
    expect(result.notes).toContain("undatedRoles");
    const promotion = result.nextSteps[0]!;
    // "JS" in the skills proves JavaScript (the analyzer's synonyms); Python is not in the resume.
    expect(promotion.skillsShown).toContainEqual({
      skill: "JavaScript",
      quote: "JS",
      section: "skills",
      itemId: "skills",
    });
    expect(promotion.skillsShown).toContainEqual({
      skill: "Automated testing",
      quote: "Led 6 engineers building payment APIs with automated testing",
      section: "experience",
      itemId: "lead",
    });
    expect(promotion.skillsMissing).toContain("Python");
    expect(promotion.skillsMissing).toContain("SQL");
    // "design systems" (a library skill) is stated by "a design system"; never the other way round.
    const withDesignSystem = resume("en-US", [
      { id: "d", position: "UX Designer", company: "X", date: "2020", bullets: ["Built a design system in Figma"] },
    ]);
    const ux = analyseTrajectory(withDesignSystem, { now }).nextSteps[0]!;
    expect(ux.skillsShown.map((proof) => proof.skill)).toEqual(expect.arrayContaining(["Design systems", "Figma"]));
    const devops = result.nextSteps[2]!;
    expect(devops.skillsShown.map((proof) => proof.skill)).toContain("Docker");
    expect(devops.skillsMissing).toContain("Kubernetes");
    for (const step of result.nextSteps) {
      expect(step.reasoning).toBeNull();
      for (const shown of step.skillsShown) expect(step.skillsMissing).not.toContain(shown.skill);
    }
  });

  it("is the same for the same input", () => {
    expect(analyseTrajectory(english, { now, targetRole: "Engineering Manager" })).toEqual(result);
  });
});

describe("the trajectory of an Arabic resume", () => {
  const result = analyseTrajectory(arabic, { now });

  it("reads Arabic month names and titles", () => {
    expect(result.language).toBe("ar-SA");
    expect(result.roles.map((role) => [role.itemId, role.start, role.end, role.months, role.level])).toEqual([
      ["nurse", "2014-01", "2017-12", 48, "mid"],
      ["senior", "2018-03", "2021-12", 46, "senior"],
      ["head", "2022-01", "2026-11", 59, "director"],
    ]);
    expect(result.roles[0]!.approximate).toBe(true);
    expect(result.progression.map((step) => step.direction)).toEqual(["up", "up"]);
    expect(result.gaps).toEqual([]);
    expect(result.totalMonths).toBe(48 + 46 + 59 - 0);
  });

  it("names the next steps in Arabic, with the resume's Arabic skills as proof", () => {
    // The head of nursing's title is not in the library: the family comes from the newest job it knows.
    expect(result.nextSteps.map((step) => [step.id, step.role, step.level])).toEqual([
      ["promotion", "ممرض / ممرضة", "executive"],
      ["related-teacher", "معلم / معلمة", "senior"],
      ["related-operations-manager", "مدير عمليات", "senior"],
    ]);
    const promotion = result.nextSteps[0]!;
    expect(promotion.roleId).toBe("nurse");
    const infection = promotion.skillsShown.find((proof) => proof.skill.includes("العدوى"));
    expect(infection).toMatchObject({ section: "skills" });
    for (const step of result.nextSteps)
      for (const shown of step.skillsShown) expect(`${shown.quote}`).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("next steps", () => {
  it("has two neighbours for every library role", () => {
    const ids = roleLibrary.map((role) => role.id);
    expect(new Set(rolesWithNeighbours())).toEqual(new Set(ids));
  });

  it("says what is missing when the resume has no jobs, and proposes no step without a role", () => {
    const empty = analyseTrajectory(resume("en-US", []), { now });
    expect(empty).toMatchObject({ roles: [], gaps: [], totalMonths: 0, averageTenureMonths: null, nextSteps: [] });
    expect(empty.notes).toEqual(["noExperience"]);
    const unknown = analyseTrajectory(
      resume("en-US", [{ id: "a", position: "Falconer", company: "X", date: "2020" }]),
      {
        now,
        targetRole: "Astronaut",
      },
    );
    expect(unknown.nextSteps.map((step) => [step.id, step.role, step.skillsShown, step.skillsMissing])).toEqual([
      ["promotion", "Falconer", [], []],
      ["target", "Astronaut", [], []],
    ]);
    expect(unknown.notes).toEqual(["roleNotInLibrary", "targetNotInLibrary"]);
  });
});
