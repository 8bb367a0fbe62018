import { describe, expect, it } from "vitest";
import { matchRole, normaliseRoleText, roleLibrary } from "./index";

describe("the role library", () => {
  it("holds at least 25 roles, each complete in English and Arabic, with no numbers or names in its bullets", () => {
    expect(roleLibrary.length).toBeGreaterThanOrEqual(25);
    const ids = new Set(roleLibrary.map((role) => role.id));
    expect(ids.size).toBe(roleLibrary.length);
    for (const role of roleLibrary) {
      for (const language of ["en", "ar"] as const) {
        expect(role.names[language], role.id).not.toBe("");
        expect(role.skills[language].length, role.id).toBeGreaterThanOrEqual(6);
        expect(role.responsibilities[language].length, role.id).toBeGreaterThanOrEqual(4);
        // A bullet with a figure would put a number in the user's mouth.
        for (const bullet of role.responsibilities[language]) expect(bullet, role.id).not.toMatch(/\d/);
      }
      expect(role.names.ar, role.id).toMatch(/[\u0600-\u06ff]/);
      expect(role.responsibilities.ar.join(" "), role.id).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe("matchRole", () => {
  it.each([
    ["Software Engineer", "software-engineer", true],
    ["senior software developer", "software-engineer", false],
    ["Front-End Developer", "frontend-developer", true],
    ["Lead Backend Engineer (Node.js)", "backend-developer", false],
    ["Staff Nurse - ICU", "nurse", false],
    ["Chief Accountant", "accountant", false],
    ["HR Generalist", "hr-specialist", true],
    ["Pharmacy technician", "pharmacist", false],
    ["Customer care agent", "customer-service", false],
    ["مطور برمجيات", "software-engineer", true],
    ["محاسبة", "accountant", true],
    ["مُحاسِب أول", "accountant", true],
    ["ممرضة في قسم الطوارئ", "nurse", false],
    ["مهندس مدني", "civil-engineer", true],
    ["مدرس رياضيات", "teacher", true],
    ["أخصائي موارد بشرية", "hr-specialist", true],
  ])("%s → %s", (title, id, exact) => {
    expect(matchRole(title)).toMatchObject({ role: { id }, exact });
  });

  it("answers null for titles it does not know, and for blank input", () => {
    expect(matchRole("Zookeeper")).toBeNull();
    expect(matchRole("   ")).toBeNull();
  });

  it("normalises Arabic letter variants and diacritics", () => {
    expect(normaliseRoleText("مُحاسِبَة إدارية")).toBe(normaliseRoleText("محاسبه اداريه"));
  });
});
