import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { analyzeResume } from "@/core/analysis";
import { resumeSourceText } from "@/lib/career/linkedin-offline";
import { scoreJobFit } from "@/lib/career/score-job-fit";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { uniqueWord } from "@/tests/factories/users";
import { itRefusesAndRefunds, ledger, nurse, resumeOwner, software, careerSuite } from "./career-fixtures";

// The job-fit score (JOB_FIT_SCORE, 100 tokens) as a lib operation with the real ledger: the
// analyzer's numbers and proof, the verdict composed offline in the resume's language, the refusals,
// and the model path against the loopback OpenAI stand-in (words only; refunds on every failure).

const { key, lastSmartCall, itRefundsModelFailures, withModelAnswering } = careerSuite("job-fit");
const now = new Date("2026-01-15T00:00:00Z");

describe("job fit, offline", () => {
  it("gives the analyzer's score, parts and proof, a verdict composed from them, and charges 100 once", async () => {
    const { user, actor, resumeId } = await resumeOwner(software.resume);
    const request = { resumeId, jobDescription: software.job, idempotencyKey: key() };
    const fit = await scoreJobFit({ actor, request, now });

    const analysis = analyzeResume({ resume: software.resume, jobDescription: software.job, now });
    expect(fit.score).toBe(analysis.basic.jobMatchAnalysis.overallMatch);
    expect(fit.atsScore).toBe(analysis.basic.atsOptimization.overallScore);
    expect(fit.matches).toEqual(analysis.matches);
    expect(fit.parts).toMatchObject(analysis.advanced.jobMatchAnalysis.detailedBreakdown);
    expect(fit.parts.softSkill).toBeNull(); // the job asks for no soft skill: not scored, not zero
    expect(fit.gaps.critical).toEqual(["Java"]);

    // Every proof quotes the resume; every gap has its importance.
    const source = resumeSourceText(software.resume);
    for (const match of fit.matches) {
      if (match.status === "gap") expect(match.proof).toBeNull();
      else for (const piece of match.proof!.quote.split(" · ")) expect(source).toContain(piece.replace(/…$/, ""));
    }
    const kubernetes = fit.matches.find((match) => match.requirement.id === "term:kubernetes");
    expect(kubernetes).toMatchObject({ status: "matched", proof: { itemId: "sw-exp-0" } });
    expect(kubernetes?.proof?.quote).toContain("K8s");
    expect(fit.matches.find((match) => match.requirement.id === "term:java")).toMatchObject({
      status: "gap",
      requirement: { importance: "critical" },
    });

    const matched = fit.matches.filter((match) => match.status === "matched").length;
    expect(fit.verdict.band).toBe("good");
    expect(fit.verdict.text).toBe(
      `Good fit (${fit.score}%): your resume proves ${matched} of the ${fit.matches.length} requirements found in this job; a few gaps remain.`,
    );
    expect(fit.verdict.advice[0]).toBe(
      "Must-haves your resume does not show: Java. If you have them, say where you used them.",
    );
    expect(fit.verdict.advice.at(-1)).toMatch(/^Lead with what the job wants and your resume proves: .*Kubernetes/);
    expect(fit).toMatchObject({ mode: "offline", language: "en-US", charged: true, cost: 100, balance: 900 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "JOB_FIT_SCORE", -100]]);

    // A retry (same key, same input) is not charged again and gives the same numbers.
    const retry = await scoreJobFit({ actor, request, now });
    expect(retry).toEqual({ ...fit, charged: false });
    expect(await getTokenBalance(user.id)).toBe(900);
  });

  it("writes the verdict in the resume's language (Arabic)", async () => {
    const { actor, resumeId } = await resumeOwner(nurse.resume);
    const fit = await scoreJobFit({
      actor,
      request: { resumeId, jobDescription: nurse.job, idempotencyKey: key() },
      now,
    });
    expect(fit.language).toBe("ar-SA");
    expect(fit.gaps.critical).toEqual(["ACLS"]);
    expect(fit.verdict.text).toMatch(/[\u0600-\u06ff]/);
    // The score in the locale's percent format, in Arabic-Indic digits like every number of the verdict.
    expect(fit.verdict.text).toContain(new Intl.NumberFormat("ar-SA", { style: "percent" }).format(fit.score! / 100));
    expect(fit.verdict.text).toContain("٪");
    expect(fit.verdict.text).not.toMatch(/[0-9]/);
    expect(fit.verdict.text).not.toMatch(/[a-z]{3,}/i);
    expect(fit.verdict.advice.join(" ")).toContain("ACLS");
    for (const advice of fit.verdict.advice) expect(advice).toMatch(/[\u0600-\u06ff]/);
  });

  it("answers a job with nothing recognisable without a score, and says why", async () => {
    const { actor, resumeId } = await resumeOwner(software.resume);
    const fit = await scoreJobFit({
      actor,
      request: { resumeId, jobDescription: "We are a friendly team looking for great people.", idempotencyKey: key() },
      now,
    });
    expect(fit).toMatchObject({
      state: "noUsefulData",
      score: null,
      matches: [],
      verdict: { band: "unknown", advice: [] },
    });
    expect(fit.verdict.text).toMatch(/^No fit score/);
  });

  itRefusesAndRefunds({
    run: scoreJobFit,
    request: (resumeId) => ({ resumeId, jobDescription: software.job, idempotencyKey: key() }),
    refund: { operation: "JOB_FIT_SCORE", cost: 100 },
  });
});

describe("job fit, with a model", () => {
  it("asks the configured smart model for words only: every number stays the analyzer's", async () => {
    const answer = {
      json: {
        verdict: "A good match: Kubernetes and PostgreSQL are proven, Java is missing.",
        advice: ["Say where you used Java, if you did.", "Put Kubernetes near the top."],
        score: 99,
      },
    };
    await withModelAnswering(software.resume, answer, async ({ user, actor, resumeId }) => {
      const jobTitle = `Frontend Engineer ${uniqueWord()}`;
      const fit = await scoreJobFit({
        actor,
        request: { resumeId, jobDescription: software.job, jobTitle, idempotencyKey: key() },
        now,
      });
      const { system, prompt } = lastSmartCall({ max_tokens: 1500, temperature: 0.2 });
      expect(system).toContain("English [en-US]");
      expect(system).toContain("never invent");
      expect(prompt).toContain('"requirement":"Java","kind":"tool","importance":"critical","status":"gap"');

      const analysis = analyzeResume({
        resume: software.resume,
        jobDescription: software.job,
        headline: jobTitle,
        now,
      });
      expect(fit.score).toBe(analysis.basic.jobMatchAnalysis.overallMatch);
      expect(fit.matches).toEqual(analysis.matches);
      expect(fit.verdict).toEqual({
        band: "good",
        text: "A good match: Kubernetes and PostgreSQL are proven, Java is missing.",
        advice: ["Say where you used Java, if you did.", "Put Kubernetes near the top."],
      });
      expect(fit).toMatchObject({ mode: "model", charged: true, cost: 100 });
      expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "JOB_FIT_SCORE", -100]]);
    });
  });

  itRefundsModelFailures({
    run: ({ actor, resumeId }) =>
      scoreJobFit({
        actor,
        request: { resumeId, jobDescription: software.job, jobTitle: randomUUID(), idempotencyKey: key() },
      }),
    refund: { operation: "JOB_FIT_SCORE", cost: 100 },
    invalid: ["a malformed answer", { malformed: "Looks like a fit to me!" }, { json: { verdict: "", advice: [] } }],
    late: { json: { verdict: "Too late.", advice: ["Too late."] } },
  });
});
