import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { linkedInLimits } from "@/core/career/linkedin";
import { resumeSourceText } from "@/lib/career/linkedin-offline";
import { rewriteForLinkedIn } from "@/lib/career/rewrite-for-linkedin";
import { buildResume } from "@/tests/analysis/fixtures/build";
import { uniqueWord } from "@/tests/factories/users";
import {
  inLocale,
  itRefusesAndRefunds,
  ledger,
  linkedInLabels,
  nurse,
  resumeOwner,
  software,
  wordsNotIn,
  careerSuite,
} from "./career-fixtures";

// The LinkedIn rewrite (LINKEDIN_REWRITE, 200 tokens) as a lib operation with the real ledger: the
// offline texts composed from the resume alone (nothing in them the resume does not say), LinkedIn's
// limits, the refusals, and the model path against the loopback OpenAI stand-in.

const { key, lastSmartCall, itRefundsModelFailures, withModelAnswering } = careerSuite("linkedin");

const texts = (result: Awaited<ReturnType<typeof rewriteForLinkedIn>>) => [
  result.headline,
  result.about,
  ...result.experience,
];

describe("LinkedIn rewrite, offline", () => {
  it("composes the texts from the resume alone, with nothing it does not say, and charges 200 once", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume);
    const request = { resumeId, idempotencyKey: key() };
    const result = await rewriteForLinkedIn({ actor, request });

    expect(result.headline.text).toBe("Frontend Engineer | JS · TS · React · GraphQL");
    expect(result.about.text).toBe(
      [
        "Frontend engineer building accessible web applications in JavaScript and TypeScript.",
        "Highlights\n• Built a React design system used by 40 teams\n• Migrated 12 services to K8s, cutting hosting costs by 30%\n• Mentored 5 junior engineers",
        "Skills: JS · TS · React · GraphQL",
      ].join("\n\n"),
    );
    expect(result.experience).toEqual([
      {
        itemId: "sw-exp-0",
        position: "Senior Frontend Engineer",
        company: "Noon",
        text: "• Built a React design system used by 40 teams\n• Migrated 12 services to K8s, cutting hosting costs by 30%\n• Mentored 5 junior engineers",
        newFacts: [],
      },
      {
        itemId: "sw-exp-1",
        position: "Web Developer",
        company: "STC",
        text: "• Developed Node.js APIs on Postgres",
        newFacts: [],
      },
    ]);
    const source = `${resumeSourceText(software.resume)}\n${linkedInLabels("en-US")}`;
    for (const text of texts(result)) {
      expect(text.newFacts).toEqual([]);
      expect(wordsNotIn(source, text.text)).toEqual([]);
    }
    expect(result).toMatchObject({ language: "en-US", notes: [], mode: "offline", charged: true, cost: 200 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LINKEDIN_REWRITE", -200]]);

    const retry = await rewriteForLinkedIn({ actor, request });
    expect(retry).toEqual({ ...result, charged: false });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LINKEDIN_REWRITE", -200]]);
  });

  it("writes an Arabic resume's texts in Arabic, with the role the user is open to", async () => {
    const { actor, resumeId } = await resumeOwner(nurse.resume);
    const result = await rewriteForLinkedIn({
      actor,
      request: { resumeId, targetRole: "رئيسة تمريض", idempotencyKey: key() },
    });
    expect(result.language).toBe("ar-SA");
    expect(result.headline.text).toMatch(
      /^ممرضة عناية مركزة \| إعطاء الأدوية · السجلات الصحية الإلكترونية \| .*رئيسة تمريض/,
    );
    expect(result.about.text).toContain("• طبقت إجراءات مكافحة العدوى وخفضت الالتهابات بنسبة 20%");
    const source = `${resumeSourceText(nurse.resume)}\nرئيسة تمريض\n${linkedInLabels("ar-SA")}`;
    for (const text of texts(result)) {
      expect(text.text).not.toMatch(/[a-z]{3,}/i);
      expect(wordsNotIn(source, text.text)).toEqual([]);
      expect(text.newFacts).toEqual([]);
    }
    expect(result.notes).toEqual([]);
  });

  it("stays within LinkedIn's limits on a long resume and says what a thin one lacks", async () => {
    const long = (words: number, seed: string) =>
      Array.from({ length: words }, (_, index) => `${seed}${index % 7 === 0 ? " reliably" : ""} delivered`).join(" ");
    const resume = buildResume("long", {
      headline: "Operations Manager",
      summary: long(300, "Planned"),
      experience: Array.from({ length: 3 }, (_, job) => ({
        position: `Manager ${job}`,
        company: `Company ${job}`,
        date: "2015 - 2020",
        bullets: Array.from(
          { length: 30 },
          (_, index) => `Cut costs by ${index + 1}% across ${job + 2} sites, ${long(12, "work")}`,
        ),
      })),
      skills: Array.from({ length: 12 }, (_, index) => ({
        name: `Skill number ${index} with a long descriptive name`,
      })),
    });
    const { actor, resumeId } = await resumeOwner(resume);
    const result = await rewriteForLinkedIn({ actor, request: { resumeId, idempotencyKey: key() } });
    expect(result.headline.text.length).toBeLessThanOrEqual(linkedInLimits.headline);
    expect(result.headline.text).toMatch(/^Operations Manager \| Skill number 0/);
    expect(result.about.text.length).toBeLessThanOrEqual(linkedInLimits.about);
    for (const job of result.experience) {
      expect(job.text.length).toBeLessThanOrEqual(linkedInLimits.experience);
      expect(job.text.length).toBeGreaterThan(linkedInLimits.experience / 2);
    }
    for (const text of texts(result)) expect(text.newFacts).toEqual([]);

    const thin = await resumeOwner(inLocale(buildResume("thin", { headline: "Student" }), "sw-KE"));
    const empty = await rewriteForLinkedIn({
      actor: thin.actor,
      request: { resumeId: thin.resumeId, idempotencyKey: key() },
    });
    expect(empty).toMatchObject({
      headline: { text: "Student" },
      about: { text: "" },
      experience: [],
      notes: ["noSummary", "noExperience", "noSkills", "languageFallback"],
    });
  });

  itRefusesAndRefunds({
    run: rewriteForLinkedIn,
    request: (resumeId) => ({ resumeId, idempotencyKey: key() }),
    refund: { operation: "LINKEDIN_REWRITE", cost: 200 },
  });
});

describe("LinkedIn rewrite, with a model", () => {
  it("sends the resume's facts and the honesty rules to the configured model and flags what the answer adds", async () => {
    const answer = {
      json: {
        headline: "Frontend Engineer | React · TypeScript · GraphQL",
        about: "I build accessible web applications.\n\nI grew revenue by 50% at Noon with <b>React</b>.",
        experience: [{ id: "sw-exp-0", text: "• Built a **React** design system used by 40 teams" }],
      },
    };
    await withModelAnswering(software.resume, answer, async ({ user, actor, resumeId }) => {
      const targetRole = `Staff Engineer ${uniqueWord()}`;
      const result = await rewriteForLinkedIn({ actor, request: { resumeId, targetRole, idempotencyKey: key() } });

      const { system, prompt } = lastSmartCall({ max_tokens: 2000, temperature: 0.6 });
      expect(system).toContain("English [en-US]");
      expect(system).toContain("never invent or change an employer");
      expect(system).toContain(targetRole);
      expect(prompt).toContain("Migrated 12 services to K8s");

      expect(result.mode).toBe("model");
      expect(result.headline).toEqual({ text: "Frontend Engineer | React · TypeScript · GraphQL", newFacts: [] });
      expect(result.about.text).toBe(
        "I build accessible web applications.\n\nI grew revenue by 50% at Noon with React.",
      );
      expect(result.about.newFacts).toEqual([{ kind: "number", value: "50" }]);
      expect(result.experience[0]).toMatchObject({
        itemId: "sw-exp-0",
        text: "• Built a React design system used by 40 teams",
      });
      // The job the model left out keeps the text composed from the resume.
      expect(result.experience[1]).toMatchObject({ itemId: "sw-exp-1", text: "• Developed Node.js APIs on Postgres" });
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LINKEDIN_REWRITE", -200]]);
    });
  });

  itRefundsModelFailures({
    run: ({ actor, resumeId }) =>
      rewriteForLinkedIn({ actor, request: { resumeId, targetRole: randomUUID(), idempotencyKey: key() } }),
    refund: { operation: "LINKEDIN_REWRITE", cost: 200 },
    invalid: [
      "an answer over LinkedIn's limit",
      { json: { headline: "x".repeat(linkedInLimits.headline + 1), about: "About.", experience: [] } },
      { malformed: "Here are your texts!" },
    ],
    late: { json: { headline: "Late", about: "Late.", experience: [] } },
  });
});
