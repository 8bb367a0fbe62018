import "server-only";
import { z } from "zod";
import type { AnalysisResult, RequirementMatch } from "@/core/analysis";
import { jobFitBandOf, type JobFitResult, type JobFitVerdict } from "@/core/career/job-fit";
import { generateAiObject } from "@/lib/ai/provider";
import { composeWords, languageForPrompt } from "./compose-words";

// The words next to the job-fit numbers: offline, sentences composed from the analyzer's findings in
// the resume's language; with a model, its short verdict and advice. Neither changes a number.

type Numbers = Pick<JobFitResult, "score" | "parts" | "gaps" | "matches">;

const counted = (matches: readonly RequirementMatch[], status: RequirementMatch["status"]) =>
  matches.filter((match) => match.status === status).length;

const termKinds = new Set(["skill", "tool", "certification", "language", "softSkill"]);

/** The verdict composed from the analyzer's result alone (offline, or when there is nothing to judge). */
export async function composeJobFitVerdict(analysis: AnalysisResult, fit: Numbers, resumeLocale: string) {
  const { t, list } = await composeWords(resumeLocale);
  const band = jobFitBandOf(fit.score);
  const terms = (labels: readonly string[]) => list(labels.slice(0, 5));
  const counts = { score: (fit.score ?? 0) / 100, matched: counted(fit.matches, "matched"), total: fit.matches.length };
  const text = band === "unknown" ? t("verdict.unknown") : t(`verdict.${band}`, counts);
  if (analysis.state !== "results") return { band, text, advice: [] } satisfies JobFitVerdict;

  const advice: string[] = [];
  const ofKind = (kind: RequirementMatch["requirement"]["kind"]) =>
    fit.matches.filter((match) => match.requirement.kind === kind);
  if (fit.gaps.critical.length) advice.push(t("advice.criticalGaps", { terms: terms(fit.gaps.critical) }));
  const years = ofKind("experienceYears").find((match) => match.status !== "matched");
  if (years?.detail)
    advice.push(t("advice.yearsShort", { required: years.detail.required ?? 0, found: years.detail.found ?? 0 }));
  const education = ofKind("education").find((match) => match.status !== "matched");
  if (education) advice.push(t("advice.educationGap", { requirement: education.requirement.source }));
  if (fit.gaps.important.length) advice.push(t("advice.importantGaps", { terms: terms(fit.gaps.important) }));
  const duties = counted(ofKind("duty"), "gap");
  if (duties) advice.push(t("advice.dutyGaps", { count: duties }));
  const strengths = fit.matches
    .filter(
      (match) =>
        match.status === "matched" &&
        termKinds.has(match.requirement.kind) &&
        match.requirement.importance !== "niceToHave",
    )
    .map((match) => match.requirement.label);
  // The strengths close the list whatever else it holds: at most four pieces in all.
  const chosen = advice.slice(0, strengths.length ? 3 : 4);
  if (strengths.length) chosen.push(t("advice.leadWith", { terms: terms(strengths) }));
  if (chosen.length === 0) chosen.push(t("advice.allMet"));
  return { band, text, advice: chosen } satisfies JobFitVerdict;
}

// What the model may add: words only. Its answer has no place for a score.
const modelVerdictSchema = z.object({
  verdict: z.string().trim().min(1).max(600),
  advice: z.array(z.string().trim().min(1).max(400)).min(1).max(4),
});

/** The model's verdict and advice in the resume's language, from the analyzer's findings. */
export async function writeJobFitVerdict(input: {
  fit: Numbers;
  jobTitle?: string;
  resumeLocale: string;
  signal?: AbortSignal;
}): Promise<JobFitVerdict> {
  const { fit } = input;
  const band = jobFitBandOf(fit.score);
  const { object } = await generateAiObject({
    operation: "JOB_FIT_SCORE",
    schema: modelVerdictSchema,
    schemaName: "job_fit_verdict",
    signal: input.signal,
    system:
      "You advise a job seeker on how well their resume fits a job, from the findings of our resume analyzer. " +
      `Write in ${languageForPrompt(input.resumeLocale)}, the language of the resume. ` +
      "Give a verdict of one or two sentences and one to four short pieces of practical advice. " +
      "Use only the findings given in JSON: never invent an employer, a date, a degree, a number or a skill, never say " +
      "the resume shows a requirement the findings list as a gap, and never state a score or a percentage of your own.",
    prompt: JSON.stringify({
      jobTitle: input.jobTitle ?? null,
      fitScore: fit.score,
      band,
      parts: fit.parts,
      gaps: fit.gaps,
      requirements: fit.matches.map((match) => ({
        requirement: match.requirement.label,
        kind: match.requirement.kind,
        importance: match.requirement.importance,
        status: match.status,
        proof: match.proof?.quote ?? null,
        ...(match.detail ? { detail: match.detail } : {}),
      })),
    }),
  });
  return { band, text: object.verdict, advice: object.advice };
}
