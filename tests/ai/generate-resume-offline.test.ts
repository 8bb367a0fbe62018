import { describe, expect, it } from "vitest";
import { generatorFormSchema } from "@/core/ai/generator/form";
import { parseResumeDataStrict } from "@/core/resume/schema";
import { htmlToPlainText } from "@/core/utils/plain-text";
import { composeOfflineResume } from "@/lib/ai/generate-resume-offline";
import { findNewNumbers } from "@/lib/ai/generate-resume";

const form = (input: Parameters<typeof generatorFormSchema.parse>[0]) => generatorFormSchema.parse(input);

function allText(result: ReturnType<typeof composeOfflineResume>): string {
  const { basics, sections } = result.data;
  return [
    basics.name,
    basics.headline,
    htmlToPlainText(sections.summary.content),
    ...sections.experience.items.flatMap((item) => [item.company, item.date, htmlToPlainText(item.summary)]),
    ...sections.education.items.flatMap((item) => [item.institution, item.studyType, item.area, item.date]),
  ].join(" ");
}

describe("the offline generator", () => {
  it("drafts a complete English resume from the role library with placeholders for every unknown fact", () => {
    const result = composeOfflineResume(
      form({ jobRole: "Software Engineer", language: "EN", experience: "5-7", country: "AE", tone: "Technical" }),
      { name: "Lina Haddad", email: "lina@example.com" },
    );
    expect(parseResumeDataStrict(result.data).success).toBe(true);
    expect(result).toMatchObject({
      locale: "en-US",
      roleId: "software-engineer",
      title: "Software Engineer (offline draft)",
    });
    expect(result.data.basics).toMatchObject({
      name: "Lina Haddad",
      email: "lina@example.com",
      headline: "Software Engineer",
      location: "United Arab Emirates",
    });
    const [first, second] = result.data.sections.experience.items;
    expect(result.data.sections.experience.items).toHaveLength(2);
    expect(first).toMatchObject({
      company: "[Company]",
      position: "Software Engineer",
      date: "[Start date] – Present",
    });
    expect(second!.date).toBe("[Start date] – [End date]");
    expect(first!.summary).toContain("<li>Designed, built and maintained features");
    expect(result.data.sections.education.items[0]).toMatchObject({
      institution: "[University]",
      studyType: "[Degree]",
    });
    // The library's skills are suggestions, labelled as such.
    expect(result.data.sections.skills.items[0]).toMatchObject({
      name: "Suggested skills: keep only the ones you have",
      keywords: expect.arrayContaining(["TypeScript", "Git"]),
    });
    expect(htmlToPlainText(result.data.sections.summary.content)).toContain(
      "Software Engineer with 5 to 7 years of hands-on experience in building reliable, well-tested software.",
    );
    expect(result.data.metadata.notes).toContain("Offline draft");
  });

  it("writes Arabic from an Arabic or English title, with Arabic placeholders", () => {
    const result = composeOfflineResume(
      form({ jobRole: "accountant", language: "AR", experience: "0-1", country: "SA" }),
    );
    expect(result).toMatchObject({ locale: "ar-SA", roleId: "accountant", title: "محاسب (مسودة دون اتصال)" });
    expect(result.data.basics).toMatchObject({
      name: "[اسمك]",
      headline: "محاسب",
      location: "المملكة العربية السعودية",
    });
    expect(result.data.sections.experience.items[0]).toMatchObject({ company: "[اسم الشركة]" });
    expect(result.data.sections.experience.items[0]!.summary).toContain("دفتر الأستاذ");
    expect(htmlToPlainText(result.data.sections.summary.content)).toContain("خبرة تصل إلى سنة واحدة");
  });

  it("invents nothing: no number, employer or school the user did not give", () => {
    for (const language of ["EN", "AR"] as const)
      for (const experience of ["0-1", "2-4", "5-7", "8-10", "10+"] as const) {
        const input = form({ jobRole: "Registered Nurse", language, experience });
        const result = composeOfflineResume(input);
        expect(findNewNumbers(allText(result), `${input.jobRole} ${experience}`), `${language} ${experience}`).toEqual(
          [],
        );
      }
  });

  it("keeps an unknown role in the user's words with generic placeholder bullets, and the posting's skills apart", () => {
    const result = composeOfflineResume(
      form({
        jobRole: "Falconry Trainer",
        jobDetails: { title: "Falconry Trainer", company: "Desert Club", skills: ["Bird handling", "First aid"] },
      }),
    );
    expect(result.roleId).toBeNull();
    expect(result.data.basics.headline).toBe("Falconry Trainer");
    expect(result.data.sections.experience.items[0]!.summary).toContain("core duties of a Falconry Trainer");
    expect(result.data.sections.skills.items).toEqual([
      expect.objectContaining({
        name: "Skills the job posting asks for: keep only the ones you have",
        keywords: ["Bird handling", "First aid"],
      }),
    ]);
    expect(htmlToPlainText(result.data.sections.summary.content)).toContain("Falconry Trainer position at Desert Club");
  });

  it("escapes what the user typed", () => {
    const result = composeOfflineResume(form({ jobRole: "<img src=x onerror=alert(1)> Tester" }));
    expect(result.data.sections.summary.content).not.toContain("<img");
    expect(result.data.sections.summary.content).toContain("&lt;img");
  });
});

describe("findNewNumbers", () => {
  it("flags figures the input does not contain", () => {
    expect(findNewNumbers("Raised sales by 40% over 3 years", "sales 3")).toEqual(["40"]);
  });
});
