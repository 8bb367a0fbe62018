import { describe, expect, it } from "vitest";
import { config } from "@/lib/config";
import { importResume } from "@/lib/formats/import-resume";
import type { RefinedPdf } from "@/lib/formats/pdf/refine-with-model";
import { importGuestResume } from "@/lib/guest/import-guest-resume";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { createTestGuest } from "@/tests/factories/guests";
import { ledger, setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueWord } from "@/tests/factories/users";
import { withOpenAiStandIn } from "@/tests/support/openai-server";
import { makePlainResumePdf, plainResume, type PlainResume } from "./plain-pdf";

// A PDF import with a model configured (issue 19): the rules' reading is refined by the model on the
// local OpenAI-compatible server, charged as a generation (RESUME_GENERATION, 100 tokens); an answer
// naming what the PDF does not say is refused and a failing model refunded, both leaving the rules'
// reading; offline nothing is charged. Each test prints its own PDF (a name of its own): the model's
// answers are cached by prompt.

const ai = withOpenAiStandIn();

function aResume(): PlainResume {
  const surname = uniqueWord();
  return { ...plainResume, name: `Daniel ${surname}`, email: `daniel.${surname.toLowerCase()}@example.org` };
}

/** The model's answer for `resume`: right where the rules' reading is, with `change` applied. */
function answerFor(resume: PlainResume, change: (answer: RefinedPdf) => void = () => {}): RefinedPdf {
  const answer: RefinedPdf = {
    basics: {
      name: resume.name,
      headline: resume.headline,
      email: resume.email,
      phone: resume.phone,
      location: resume.location,
    },
    experience: resume.experience.map((job) => ({
      company: job.company,
      position: job.position,
      location: "",
      date: job.date,
      summary: job.bullets.join("\n"),
    })),
    education: resume.education.map((school) => ({
      institution: school.institution,
      studyType: school.studyType,
      area: school.area,
      score: "",
      date: school.date,
    })),
    skills: resume.skills.map((name) => ({ name, description: "", keywords: [] })),
  };
  change(answer);
  return answer;
}

/** The dialog's check (a dry run) of a PDF printed from `resume`, by `user`. */
async function checkPdf(user: Awaited<ReturnType<typeof userWithTokens>>, resume: PlainResume) {
  return importResume(user, { type: "pdf", source: { bytes: await makePlainResumePdf(resume) }, dryRun: true });
}

async function userWithTokens(tokens = 300) {
  const { user } = await createTestUser();
  await setTestTokenBalance({ userId: user.id }, { allowance: tokens });
  return user;
}

describe("PDF import refined by a model", () => {
  it("uses the model's answer, charged once as a generation for the check and the import of one file", async () => {
    const resume = aResume();
    const user = await userWithTokens();
    // The model puts the skills back together as one entry with keywords, all words of the PDF.
    ai.script({
      json: answerFor(resume, (answer) => {
        answer.skills = [{ name: "SQL", description: "", keywords: ["Python", "Tableau", "Excel"] }];
      }),
    });
    const bytes = await makePlainResumePdf(resume);
    const checked = await importResume(user, { type: "pdf", source: { bytes }, dryRun: true });
    expect(checked.refinement).toEqual({ mode: "model", status: "refined", tokensCharged: 100 });
    expect(checked.data!.sections.skills.items.map((item) => [item.name, item.keywords])).toEqual([
      ["SQL", ["Python", "Tableau", "Excel"]],
    ]);
    expect(checked.data!.basics.name).toBe(resume.name);
    expect(checked.data!.sections.experience.items[0]!.summary).toContain("Automated the churn report in Python");
    expect(await getTokenBalance({ userId: user.id })).toBe(200);

    // The request: the generation's model and settings, the PDF's text and the honesty rule.
    const request = ai.requests[0]!;
    expect(request.model).toBe("smart-test-model");
    expect(request.max_tokens).toBe(4000);
    const messages = JSON.stringify(request.messages);
    expect(messages).toContain("Never add, translate or change an employer");
    expect(messages).toContain("Golden Gate Retail");

    // The import that follows the check (same file): no second charge, the same (cached) answer.
    const imported = await importResume(user, { type: "pdf", source: { bytes } });
    expect(imported.refinement).toEqual({ mode: "model", status: "refined", tokensCharged: 0 });
    expect(imported.resume!.data.sections.skills.items).toHaveLength(1);
    expect(ai.requests).toHaveLength(1);
    expect(await getTokenBalance({ userId: user.id })).toBe(200);
  });

  it("refuses an answer that names what the PDF does not say, keeps the rules' reading and refunds", async () => {
    const resume = aResume();
    const user = await userWithTokens();
    ai.script({
      json: answerFor(resume, (answer) => {
        answer.experience[0]!.company = "Google";
        answer.experience[0]!.date = "Jan 2018 – Present";
      }),
    });
    const checked = await checkPdf(user, resume);
    expect(checked.refinement).toMatchObject({ mode: "model", status: "refused", tokensCharged: 0 });
    expect(checked.refinement!.newFacts).toEqual(
      expect.arrayContaining([
        { kind: "number", value: "2018" },
        { kind: "name", value: "Google" },
      ]),
    );
    expect(checked.data!.sections.experience.items.map((item) => item.company)).toEqual([
      "Bayview Analytics",
      "Golden Gate Retail",
    ]);
    expect(await getTokenBalance({ userId: user.id })).toBe(300);
    expect((await ledger({ userId: user.id })).map(([kind, , delta]) => [kind, delta])).toEqual([
      ["CHARGE", -100],
      ["REFUND", 100],
    ]);
  });

  it("keeps the rules' reading and refunds when the model fails", async () => {
    const resume = aResume();
    const user = await userWithTokens();
    ai.script({ status: 503, message: "overloaded" });
    const checked = await checkPdf(user, resume);
    expect(checked.refinement).toEqual({ mode: "model", status: "failed", tokensCharged: 0 });
    expect(checked.data!.basics.name).toBe(resume.name);
    expect(checked.data!.sections.skills.items.map((item) => item.name)).toEqual(resume.skills);
    expect(await getTokenBalance({ userId: user.id })).toBe(300);
  });

  it("keeps the rules' reading, uncharged, for a user without enough tokens", async () => {
    const resume = aResume();
    const user = await userWithTokens(50);
    const checked = await checkPdf(user, resume);
    expect(checked.refinement).toEqual({ mode: "model", status: "notCharged", tokensCharged: 0 });
    expect(checked.data!.basics.name).toBe(resume.name);
    expect(ai.requests).toHaveLength(0);
    expect(await getTokenBalance({ userId: user.id })).toBe(50);
  });

  it("charges a guest's refinement to the guest's own balance", async () => {
    const resume = aResume();
    const { session } = await createTestGuest();
    await setTestTokenBalance({ guestSessionId: session.id }, { allowance: 150 });
    ai.script({ json: answerFor(resume) });
    const checked = await importGuestResume(session, {
      type: "pdf",
      source: { bytes: await makePlainResumePdf(resume) },
      dryRun: true,
    });
    // Guests may generate (the permission table), from their own balance.
    expect(checked.refinement).toEqual({ mode: "model", status: "refined", tokensCharged: 100 });
    expect(await getTokenBalance({ guestSessionId: session.id })).toBe(50);
  });

  it("offline: the rules' reading, nothing charged, and the result says so", async () => {
    const resume = aResume();
    const user = await userWithTokens();
    const key = config.OPENAI_API_KEY;
    config.OPENAI_API_KEY = undefined;
    try {
      const checked = await checkPdf(user, resume);
      expect(checked.refinement).toEqual({ mode: "offline", status: "offline", tokensCharged: 0 });
      expect(checked.data!.basics.name).toBe(resume.name);
    } finally {
      config.OPENAI_API_KEY = key;
    }
    expect(ai.requests).toHaveLength(0);
    expect(await getTokenBalance({ userId: user.id })).toBe(300);
  });
});
