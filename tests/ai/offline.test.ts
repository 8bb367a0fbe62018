import { describe, expect, it } from "vitest";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { findNewFacts } from "@/lib/ai/offline/facts";
import { fixGrammarOffline } from "@/lib/ai/offline/grammar";
import { textOf } from "@/lib/ai/offline/html-text";
import { improveRules, toneRules, tones } from "@/lib/ai/offline/rules";
import { changeToneOffline, improveWritingOffline } from "@/lib/ai/offline/rewrite";
import { composeSummaryOffline } from "@/lib/ai/offline/summary";
import { accountantResume } from "./fixtures/accountant-resume";

// The offline engine: Harper's fixes, the rule-based rewrites (markup and facts kept), the fact
// check, and the summary composed from the resume's own data.

describe("fix spelling and grammar (Harper)", () => {
  it("fixes agreement, spelling and a repeated word, keeping the markup and the names", async () => {
    const result = await fixGrammarOffline(
      "<p>I has led <strong>Acmee</strong> for 5 years and managed the the budget of $2M.</p><ul><li>Wrote reprots weekly</li></ul>",
      "en-US",
    );
    expect(result.supported).toBe(true);
    expect(result.text).toContain("I have led");
    expect(result.text).toContain("<strong>Acmee</strong>"); // a capitalised word is a name, not a typo
    expect(result.text).toContain("managed the budget of $2M.");
    expect(result.text).toContain("<li>Wrote reports weekly</li>");
    expect(result.fixes).toBeGreaterThanOrEqual(3);
  }, 180_000);

  it("fixes a word after an emoji in place (Harper's spans are UTF-16 units)", async () => {
    const result = await fixGrammarOffline("<p>Led 5 nurses 🚑 and recieved praise 👍 for teh rota.</p>", "en-US");
    expect(result.text).toBe("<p>Led 5 nurses 🚑 and received praise 👍 for the rota.</p>");
  }, 180_000);

  it("leaves other languages unchanged and says so", async () => {
    expect(await fixGrammarOffline("<p>مرحبا</p>", "ar-SA")).toEqual({
      text: "<p>مرحبا</p>",
      fixes: 0,
      supported: false,
    });
  });
});

describe("improve writing and change tone (rules)", () => {
  it("removes filler and weak phrases, keeps markup, numbers and names", async () => {
    const before =
      "<p>In order to grow sales I was responsible for managing a lot of accounts at <em>Globex</em> in 2021 , really fast .</p>";
    const { text } = await improveWritingOffline(before, "en-US");
    expect(text).toBe("<p>To grow sales I managed many accounts at <em>Globex</em> in 2021, fast.</p>");
    expect(findNewFacts(textOf(before), textOf(text))).toEqual([]);
  });

  it("capitalises a sentence whose first word was removed", async () => {
    expect((await improveWritingOffline("Very good results. really strong team.", "en-US")).text).toBe(
      "Good results. Strong team.",
    );
  });

  it("changes tone both ways in English and in Arabic", async () => {
    expect((await changeToneOffline("I do not think it is hard to utilize Excel.", "casual", "en-US")).text).toBe(
      "I don't think it's hard to use Excel.",
    );
    expect((await changeToneOffline("I don't have a lot of kids!", "professional", "en-US")).text).toBe(
      "I do not have many children.",
    );
    expect((await changeToneOffline("I think I can maybe lead the team.", "confident", "en-US")).text).toBe(
      "I can lead the team.",
    );
    expect((await changeToneOffline("<p>أعتقد أن العمل كويس, ربما ممتاز?</p>", "professional", "ar-SA")).text).toBe(
      "<p>أعتقد أن العمل جيد، ربما ممتاز؟</p>",
    );
    expect((await changeToneOffline("أعتقد أن الفريق ربما قوي", "confident", "ar-SA")).text).toBe("الفريق قوي");
  });

  it("no rule of any list introduces a number, a name or a skill", () => {
    const lists = [
      ...Object.values(improveRules),
      ...Object.values(toneRules).flatMap((byTone) => tones.map((tone) => byTone[tone])),
    ];
    for (const rules of lists)
      for (const [from, to] of rules) expect(findNewFacts(`x ${from} y`, `x ${to} y`), `${from} → ${to}`).toEqual([]);
  });
});

describe("findNewFacts", () => {
  it("flags new numbers, names and skills, not sentence capitals or reworded text", () => {
    expect(
      findNewFacts(
        "Managed a team at Acme. grew revenue by 20%.",
        "Led a team of 12 at Acme and Initech. Grew revenue by 20% using Python.",
      ),
    ).toEqual([
      { kind: "number", value: "12" },
      { kind: "name", value: "Initech" },
      { kind: "skill", value: "python" },
    ]);
    expect(findNewFacts("خبرة ٥ سنوات", "خبرة 5 سنوات في إكسل")).toEqual([{ kind: "skill", value: "إكسل" }]);
  });
});

describe("offline summary", () => {
  const data = accountantResume;

  it("composes 4-6 English sentences from the resume's own facts only", () => {
    const { text, sentences } = composeSummaryOffline(data, "Finance Manager", "en-US");
    expect(sentences).toBeGreaterThanOrEqual(4);
    expect(sentences).toBeLessThanOrEqual(6);
    const plain = textOf(text);
    expect(plain).toContain(`more than ${new Date().getFullYear() - 2015} years`);
    expect(plain).toContain("Senior Accountant at Almarai");
    expect(plain).toContain("Auditor at KPMG");
    expect(plain).toContain("IFRS, SAP and Excel");
    expect(plain).toContain("Bachelor's degree in Accounting from King Saud University");
    expect(plain).toContain("Finance Manager");
    const source =
      "Senior Accountant Almarai KPMG Auditor IFRS SAP Excel King Saud University Bachelor's degree Accounting Finance Manager 2015 2019";
    expect(findNewFacts(source, plain).filter((fact) => fact.kind !== "number")).toEqual([]);
  });

  it("writes Arabic for an Arabic resume and placeholders where facts are missing", () => {
    const arabic = composeSummaryOffline(data, "مدير مالي", "ar-SA");
    expect(textOf(arabic.text)).toContain("الخبرة الأحدث: Senior Accountant لدى Almarai.");
    expect(arabic.languageFallback).toBe(false);
    const empty = composeSummaryOffline(parseResumeDataTolerant({}).data, "Nurse", "en-US");
    expect(textOf(empty.text)).toContain("[Company]");
    expect(textOf(empty.text)).toContain("[Skill]");
    expect(empty.sentences).toBe(4);
    expect(composeSummaryOffline(data, "Manager", "fr-FR").languageFallback).toBe(true);
  });
});
