import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { boostBullets } from "@/lib/career/boost-bullets";
import { buildResume } from "@/tests/analysis/fixtures/build";
import { uniqueWord } from "@/tests/factories/users";
import { inLocale, itRefusesAndRefunds, ledger, resumeOwner, careerSuite } from "./career-fixtures";

// The booster (BOOSTER, 200 tokens) as a lib operation with the real ledger: the weak bullets the
// analyzer's tests find, the offline rewrites (the writing rules and a placeholder, never a number),
// the refusals and refunds, and the model path against the loopback OpenAI stand-in.

const { key, lastSmartCall, itRefundsModelFailures, withModelAnswering } = careerSuite("booster");

const weakResume = buildResume("weak", {
  headline: "Support Lead",
  experience: [
    {
      position: "Support Lead",
      company: "Acme",
      date: "2019 - 2023",
      bullets: [
        "Built a React design system used by 40 teams",
        "Responsible for managing the support team",
        "Worked on a lot of customer tickets in order to reduce churn",
        "Led the migration to the new help desk",
        "Team meetings every week",
      ],
    },
  ],
});

const arabicResume = inLocale(
  buildResume("weak-ar", {
    experience: [
      {
        position: "ممرضة أولى",
        company: "مستشفى الملك فهد",
        date: "2019 - 2023",
        bullets: ["في الحقيقة قمت بإدارة فريق التمريض", "خفضت الالتهابات بنسبة 20%"],
      },
    ],
  }),
  "ar-SA",
);

describe("booster, offline", () => {
  it("rewrites the weak bullets with the writing rules and a placeholder for the missing result, and charges 200 once", async () => {
    const { user, actor, resumeId } = await resumeOwner(weakResume);
    const request = { resumeId, idempotencyKey: key() };
    const result = await boostBullets({ actor, request });

    expect(result.suggestions).toEqual([
      {
        itemId: "weak-exp-0",
        section: "experience",
        before: "Responsible for managing the support team",
        after: "Managed the support team, improving [result] by [number]%",
        reasons: ["noActionVerb", "passive", "filler", "noResult"],
        newFacts: [],
      },
      {
        itemId: "weak-exp-0",
        section: "experience",
        before: "Worked on a lot of customer tickets in order to reduce churn",
        after: "Contributed to many customer tickets to reduce churn, improving [result] by [number]%",
        reasons: ["noActionVerb", "filler", "noResult"],
        newFacts: [],
      },
      {
        itemId: "weak-exp-0",
        section: "experience",
        before: "Led the migration to the new help desk",
        after: "Led the migration to the new help desk, improving [result] by [number]%",
        reasons: ["noResult"],
        newFacts: [],
      },
    ]);
    // "Team meetings every week" is weak, but no rule improves it: left as it is, and said so.
    expect(result.leftAsIs).toBe(1);
    for (const suggestion of result.suggestions) {
      // Every digit of a rewrite is in a placeholder: none is invented.
      expect(suggestion.after.replace(/\[[^\]]*\]/g, "")).not.toMatch(/\d/);
    }
    expect(result).toMatchObject({ language: "en-US", mode: "offline", charged: true, cost: 200, balance: 800 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "BOOSTER", -200]]);

    const retry = await boostBullets({ actor, request });
    expect(retry).toEqual({ ...result, charged: false });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "BOOSTER", -200]]);
  });

  it("rewrites an Arabic resume's bullets in Arabic, and charges nothing when no bullet is weak", async () => {
    const { actor, resumeId } = await resumeOwner(arabicResume);
    const result = await boostBullets({ actor, request: { resumeId, idempotencyKey: key() } });
    expect(result.suggestions).toEqual([
      expect.objectContaining({
        before: "في الحقيقة قمت بإدارة فريق التمريض",
        after: "أدرت فريق التمريض، مما حسّن [النتيجة] بنسبة [الرقم]%",
        reasons: ["noActionVerb", "filler", "noResult"],
        newFacts: [],
      }),
    ]);
    expect(result.leftAsIs).toBe(0);

    const strong = buildResume("strong", {
      experience: [{ position: "Engineer", company: "Noon", date: "2020", bullets: ["Built 3 APIs serving 2M users"] }],
    });
    const owner = await resumeOwner(strong);
    const none = await boostBullets({
      actor: owner.actor,
      request: { resumeId: owner.resumeId, idempotencyKey: key() },
    });
    expect(none).toMatchObject({ suggestions: [], leftAsIs: 0, charged: false, cost: 0, balance: 1000 });
    expect(await ledger({ userId: owner.user.id })).toEqual([]);
  });

  itRefusesAndRefunds({
    run: boostBullets,
    request: (resumeId) => ({ resumeId, idempotencyKey: key() }),
    refund: { operation: "BOOSTER", cost: 200, resume: weakResume },
  });
});

describe("booster, with a model", () => {
  it("sends the weak bullets and the honesty rules to the model and flags what a rewrite adds", async () => {
    const answer = {
      json: {
        rewrites: [
          { id: "b1", after: "Managed a **12-person** support team, cutting response time by [number]%" },
          { id: "b4", after: "Led the migration to the new help desk for [number] agents" },
        ],
      },
    };
    await withModelAnswering(weakResume, answer, async ({ user, actor, resumeId }) => {
      const jobDescription = `Support manager ${uniqueWord()}`;
      const result = await boostBullets({ actor, request: { resumeId, jobDescription, idempotencyKey: key() } });

      const { system, prompt } = lastSmartCall({ max_tokens: 2000, temperature: 0.5 });
      expect(system).toContain("English [en-US]");
      expect(system).toContain("never invent or change a name");
      expect(system).toContain("bracketed placeholder");
      expect(prompt).toContain('"id":"b1","text":"Responsible for managing the support team"');
      expect(prompt).toContain(jobDescription);
      expect(prompt).not.toContain("Built a React design system");

      expect(result.mode).toBe("model");
      expect(result.suggestions.map((suggestion) => [suggestion.before, suggestion.after])).toEqual([
        [
          "Responsible for managing the support team",
          "Managed a 12-person support team, cutting response time by [number]%",
        ],
        // The model left this one out: the offline rewrite stays.
        [
          "Worked on a lot of customer tickets in order to reduce churn",
          "Contributed to many customer tickets to reduce churn, improving [result] by [number]%",
        ],
        ["Led the migration to the new help desk", "Led the migration to the new help desk for [number] agents"],
      ]);
      expect(result.suggestions[0]!.newFacts).toEqual([{ kind: "number", value: "12" }]);
      expect(result.suggestions[2]!.newFacts).toEqual([]);
      expect(result.leftAsIs).toBe(1);
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "BOOSTER", -200]]);
    });
  });

  itRefundsModelFailures({
    run: ({ actor, resumeId }) =>
      boostBullets({ actor, request: { resumeId, jobDescription: randomUUID(), idempotencyKey: key() } }),
    refund: { operation: "BOOSTER", cost: 200, resume: weakResume },
    invalid: ["a malformed answer", { malformed: "Here are your bullets!" }, { json: { rewrites: "none" } }],
    late: { json: { rewrites: [] } },
  });
});
