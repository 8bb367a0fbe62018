import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { analyseTrajectory } from "@/core/career/trajectory-rules";
import { careerTrajectory } from "@/lib/career/career-trajectory";
import { uniqueWord } from "@/tests/factories/users";
import { itRefusesAndRefunds, ledger, nurse, resumeOwner, software, careerSuite } from "./career-fixtures";

// The career trajectory (TRAJECTORY, 100 tokens) as a lib operation with the real ledger: the path and
// next steps computed by the rules from the stored dates and titles, the refusals, and the model path
// against the loopback OpenAI stand-in, where the model adds wording only.

const { key, lastSmartCall, itRefundsModelFailures, withModelAnswering } = careerSuite("trajectory");
const now = new Date(Date.UTC(2026, 10, 15)); // November 2026

describe("career trajectory, offline", () => {
  it("reads the path from the stored dates and titles, proposes next steps and charges 100 once", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume);
    const request = { resumeId, targetRole: "Engineering Manager", idempotencyKey: key() };
    const result = await careerTrajectory({ actor, request, now });

    expect(
      result.roles.map((role) => [role.company, role.date, role.start, role.end, role.months, role.level]),
    ).toEqual([
      ["STC", "Jan 2017 - Feb 2020", "2017-01", "2020-02", 38, "mid"],
      ["Noon", "Mar 2020 - Present", "2020-03", "2026-11", 81, "senior"],
    ]);
    expect(result.roles[1]).toMatchObject({ current: true, approximate: false, roleId: "frontend-developer" });
    expect(result.progression).toEqual([
      { fromItemId: "sw-exp-1", toItemId: "sw-exp-0", from: "mid", to: "senior", direction: "up" },
    ]);
    expect(result.gaps).toEqual([]);
    expect(result).toMatchObject({ totalMonths: 119, averageTenureMonths: 60, language: "en-US" });
    expect(result.nextSteps.map((step) => [step.id, step.role, step.level])).toEqual([
      ["promotion", "Frontend Developer", "lead"],
      ["target", "Engineering Manager", "manager"],
      // The target is the library's software engineer (at manager level): not proposed twice.
      ["related-ux-designer", "UI/UX Designer", "senior"],
    ]);
    expect(result.nextSteps[1]!.roleId).toBe("software-engineer");
    const promotion = result.nextSteps[0]!;
    expect(promotion.skillsShown.map((proof) => proof.skill)).toEqual(
      expect.arrayContaining(["JavaScript", "TypeScript", "React"]),
    );
    expect(promotion.skillsMissing).toEqual(expect.arrayContaining(["HTML", "CSS"]));
    // Every skill shown is quoted from the resume; none is both shown and missing.
    const resumeText = JSON.stringify(software.resume);
    for (const step of result.nextSteps) {
      for (const proof of step.skillsShown) expect(resumeText).toContain(proof.quote);
      expect(step.skillsShown.filter((proof) => step.skillsMissing.includes(proof.skill))).toEqual([]);
      expect(step.reasoning).toBeNull();
    }
    expect(result.summary).toBeNull();
    expect(result.notes).toEqual(["modelAddsReasoning"]);
    expect(result).toMatchObject({ mode: "offline", charged: true, cost: 100, balance: 900 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "TRAJECTORY", -100]]);

    const retry = await careerTrajectory({ actor, request, now });
    expect(retry).toEqual({ ...result, charged: false });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "TRAJECTORY", -100]]);
  });

  it("reads an Arabic resume's Arabic dates and titles and names the steps in Arabic", async () => {
    const { actor, resumeId } = await resumeOwner(nurse.resume);
    const result = await careerTrajectory({ actor, request: { resumeId, idempotencyKey: key() }, now });
    expect(result.language).toBe("ar-SA");
    expect(result.roles).toEqual([
      expect.objectContaining({
        position: "ممرضة أولى",
        date: "يناير 2019 - حتى الآن",
        start: "2019-01",
        end: "2026-11",
        months: 95,
        current: true,
        level: "senior",
        roleId: "nurse",
      }),
    ]);
    expect(result.nextSteps.map((step) => [step.id, step.role, step.level])).toEqual([
      ["promotion", "ممرض / ممرضة", "lead"],
      ["related-teacher", "معلم / معلمة", "senior"],
      ["related-operations-manager", "مدير عمليات", "senior"],
    ]);
    for (const step of result.nextSteps)
      for (const skill of [...step.skillsShown.map((proof) => proof.skill), ...step.skillsMissing])
        expect(skill).not.toMatch(/^[a-z ]+$/i);
  });

  itRefusesAndRefunds({
    run: careerTrajectory,
    request: (resumeId) => ({ resumeId, idempotencyKey: key() }),
    refund: { operation: "TRAJECTORY", cost: 100 },
  });
});

describe("career trajectory, with a model", () => {
  it("sends the computed path to the model, which adds wording only; its new facts are flagged", async () => {
    const answer = {
      json: {
        summary: "Nine years of steady growth from Web Developer at STC to Senior Frontend Engineer at Noon.",
        steps: [
          {
            id: "promotion",
            reasoning: "You already lead on React at Noon; **HTML** and CSS depth would round it off.",
          },
          { id: "related-ux-designer", reasoning: "Your design system work at Google is a bridge into UX." },
          { id: "invented-step", reasoning: "Become a pilot." },
        ],
      },
    };
    await withModelAnswering(software.resume, answer, async ({ user, actor, resumeId }) => {
      const targetRole = `Engineering Manager ${uniqueWord()}`;
      const result = await careerTrajectory({ actor, request: { resumeId, targetRole, idempotencyKey: key() }, now });

      const { system, prompt } = lastSmartCall({ max_tokens: 1500, temperature: 0.4 });
      expect(system).toContain("English [en-US]");
      expect(system).toContain("never say the person has a skill that is not in skillsShown");
      expect(system).toContain(targetRole);
      expect(prompt).toContain('"months":81');
      expect(prompt).toContain('"skillsMissing"');

      // Every figure, date, step and skill is the rules' (the same as computed without the model).
      const rules = analyseTrajectory(software.resume, { targetRole, now });
      expect(result.roles).toEqual(rules.roles);
      expect(result.gaps).toEqual(rules.gaps);
      expect(result.totalMonths).toBe(rules.totalMonths);
      expect(result.nextSteps.map(({ reasoning: _reasoning, ...step }) => step)).toEqual(
        rules.nextSteps.map(({ reasoning: _reasoning, ...step }) => step),
      );
      expect(result.nextSteps.map((step) => step.id)).not.toContain("invented-step");

      expect(result.mode).toBe("model");
      expect(result.notes).toEqual([]);
      // "Nine" is a word, not a figure; the names are the resume's.
      expect(result.summary).toEqual({
        text: "Nine years of steady growth from Web Developer at STC to Senior Frontend Engineer at Noon.",
        newFacts: [],
      });
      expect(result.nextSteps[0]!.reasoning).toEqual({
        text: "You already lead on React at Noon; HTML and CSS depth would round it off.",
        newFacts: [],
      });
      const ux = result.nextSteps.find((step) => step.id === "related-ux-designer")!;
      expect(ux.reasoning?.newFacts).toEqual([{ kind: "name", value: "Google" }]);
      expect(result.nextSteps.find((step) => step.id === "target")!.reasoning).toBeNull();
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "TRAJECTORY", -100]]);
    });
  });

  itRefundsModelFailures({
    run: ({ actor, resumeId }) =>
      careerTrajectory({ actor, request: { resumeId, targetRole: randomUUID(), idempotencyKey: key() }, now }),
    refund: { operation: "TRAJECTORY", cost: 100 },
    invalid: ["a malformed answer", { malformed: "Here is your path!" }, { malformed: "Still prose." }],
  });
});
