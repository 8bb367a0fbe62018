import { describe, expect, it } from "vitest";
import { resumeDataSchema } from "@/core/resume/schema";
import { checkTranslation, localizeDate, numbersIn, translatableFields } from "./localize-rules";

// The pure localization rules: dates written the target's way with the same year and month, the
// check a translation must pass, and which fields are text to translate.

const toArabic = { sourceLocale: "en-US", targetLocale: "ar-SA", present: "حتى الآن" };

describe("dates in the target's words", () => {
  it.each([
    ["Mar 2021 - Present", toArabic, "مارس 2021 – حتى الآن"],
    ["January 2019 – December 2020", toArabic, "يناير 2019 – ديسمبر 2020"],
    ["Sept. 2018 to Jun 2019", toArabic, "سبتمبر 2018 – يونيو 2019"],
    [
      "يناير 2019 - حتى الآن",
      { sourceLocale: "ar-SA", targetLocale: "en-US", present: "Present" },
      "Jan 2019 – Present",
    ],
    ["März 2020 - heute", { ...toArabic, sourceLocale: "de-DE", presentWords: ["heute"] }, "مارس 2020 – حتى الآن"],
    ["Mar 2021 - Present", { ...toArabic, targetLocale: "fa-IR", present: "اکنون" }, "مارس 2021 – اکنون"],
    ["Mar 2021 - Present", { ...toArabic, targetLocale: "ja-JP", present: "現在" }, "2021年3月 – 現在"],
  ])("%s", (date, options, expected) => {
    expect(localizeDate(date, options)).toBe(expected);
  });

  it("keeps numeric and years-only dates, and anything it cannot read, as written", () => {
    expect(localizeDate("2016 - 2020", toArabic)).toBeNull();
    expect(localizeDate("2019-03 - 2021-06", toArabic)).toBeNull();
    expect(localizeDate("Summer 2019", toArabic)).toBeNull();
    expect(localizeDate("", toArabic)).toBeNull();
  });
});

describe("the translation check", () => {
  it("compares numbers whatever the digits or separators", () => {
    expect(numbersIn("Cut costs by 30% for 1,200 users in 2021")).toEqual(["1200", "2021", "30"]);
    expect(numbersIn("خفضت التكاليف ٣٠٪ لـ 1200 مستخدم في ٢٠٢١")).toEqual(["1200", "2021", "30"]);
  });

  it("accepts a faithful translation and refuses a lost number, link or markup, or an unsafe tag", () => {
    expect(checkTranslation("Led 5 engineers", "قدت 5 مهندسين", false)).toEqual({ ok: true, text: "قدت 5 مهندسين" });
    expect(checkTranslation("Led 5 engineers", "قدت مهندسين", false)).toEqual({ ok: false, reason: "numbers" });
    expect(checkTranslation("Led 5 engineers", "قدت 6 مهندسين", false)).toEqual({ ok: false, reason: "numbers" });
    expect(checkTranslation("Mail me at a@b.co", "راسلني", false)).toEqual({ ok: false, reason: "contacts" });
    expect(checkTranslation("See https://x.dev/a", "انظر https://x.dev", false)).toEqual({
      ok: false,
      reason: "contacts",
    });
    expect(checkTranslation("Hello", "<b>مرحبا</b>", false)).toEqual({ ok: false, reason: "unsafe" });
    const rich = '<ul><li><p>Built <a href="https://x.dev">x.dev</a></p></li></ul>';
    expect(
      checkTranslation(rich, '<ul><li><p>بنيت <a href="https://x.dev">x.dev</a></p></li></ul>', true),
    ).toMatchObject({
      ok: true,
    });
    expect(checkTranslation(rich, '<p>بنيت <a href="https://x.dev">x.dev</a></p>', true)).toEqual({
      ok: false,
      reason: "markup",
    });
    expect(
      checkTranslation(rich, '<ul><li><p>بنيت <a href="https://x.dev">x.dev</a><script>1</script></p></li></ul>', true),
    ).toEqual({ ok: false, reason: "unsafe" });
    expect(checkTranslation("Hello", "  ", false)).toEqual({ ok: false, reason: "missing" });
  });
});

describe("fields to translate", () => {
  it("sends titles and descriptions, never names, employers, institutions, dates, links or contacts", () => {
    const data = resumeDataSchema.parse({
      basics: { name: "Sara Ali", headline: "Accountant", email: "sara@example.com", phone: "+966 5" },
      sections: {
        experience: {
          name: "My jobs",
          items: [
            { id: "e", company: "Almarai", position: "Accountant", date: "2020", summary: "<p>Closed books</p>" },
          ],
        },
        education: { items: [{ id: "d", institution: "KSU", studyType: "BSc", area: "Accounting", date: "2016" }] },
      },
      metadata: {},
    });
    const fields = translatableFields(data, (id) => id !== "experience");
    expect(fields.map((field) => [field.path.join("."), field.text, field.rich])).toEqual([
      ["basics.headline", "Accountant", false],
      ["sections.experience.name", "My jobs", false],
      ["sections.experience.items.0.position", "Accountant", false],
      ["sections.experience.items.0.summary", "<p>Closed books</p>", true],
      ["sections.education.items.0.studyType", "BSc", false],
      ["sections.education.items.0.area", "Accounting", false],
    ]);
  });
});
