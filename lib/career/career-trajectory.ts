import "server-only";
import { plainModelText } from "@/lib/ai/plain-model-text";
import { z } from "zod";
import type { TrajectoryAnalysis, TrajectoryRequest, TrajectoryResult } from "@/core/career/trajectory";
import { analyseTrajectory } from "@/core/career/trajectory-rules";
import { findNewFacts } from "@/lib/ai/offline/facts";
import { generateAiObject } from "@/lib/ai/provider";
import { runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { languageForPrompt } from "./compose-words";
import { findCareerResume } from "./find-career-resume";
import { resumeSourceText } from "./linkedin-offline";

// What the model answers: an overall reading of the path and the reasoning of each step the rules
// proposed, by its id. It adds no step, date, duration or skill: those come from the rules.
const modelSchema = z.object({
  summary: z.string().trim().min(1).max(1500),
  steps: z.array(z.object({ id: z.string(), reasoning: z.string().trim().max(800) })).max(10),
});

const honesty =
  "Use only the facts given in JSON: never invent or change an employer, a job title, a date, a duration, a degree, " +
  "a number or a skill, and never say the person has a skill that is not in skillsShown. Durations are given in months; " +
  "if you mention one, use those figures. Where the facts are thin, write less rather than fill the gap.";

function prompt(analysis: TrajectoryAnalysis, targetRole: string | undefined) {
  return {
    system:
      "You are a career adviser. From the facts of a resume's career path (the jobs in order with their months, the " +
      "seniority steps, the gaps between jobs) write a short reading of the path (at most 5 sentences) and, for each " +
      "proposed next step, why it is plausible and what to work on first (at most 3 sentences, naming missing skills " +
      `from skillsMissing only). Write in ${languageForPrompt(analysis.language)}, the resume's language, as plain ` +
      "text without markdown. " +
      (targetRole ? `The person is aiming at "${targetRole}". ` : "") +
      `${honesty} Answer one entry per next step, with the step's id.`,
    prompt: JSON.stringify({
      targetRole: targetRole ?? null,
      roles: analysis.roles.map((role) => ({
        position: role.position,
        company: role.company,
        date: role.date,
        months: role.months,
        current: role.current,
        level: role.level,
      })),
      progression: analysis.progression.map((step) => ({ from: step.from, to: step.to, direction: step.direction })),
      gaps: analysis.gaps.map((gap) => ({ from: gap.from, to: gap.to, months: gap.months })),
      totalMonths: analysis.totalMonths,
      averageTenureMonths: analysis.averageTenureMonths,
      nextSteps: analysis.nextSteps.map((step) => ({
        id: step.id,
        kind: step.kind,
        role: step.role,
        level: step.level,
        skillsShown: step.skillsShown.map((proof) => proof.skill),
        skillsMissing: step.skillsMissing,
      })),
    }),
  };
}

/** The figures the rules computed, as words the model may repeat without them counting as new facts. */
function computedFigures(analysis: TrajectoryAnalysis): string {
  const months = [
    analysis.totalMonths,
    analysis.averageTenureMonths ?? 0,
    ...analysis.roles.map((role) => role.months ?? 0),
    ...analysis.gaps.map((gap) => gap.months),
  ];
  const figures = months.flatMap((count) => [count, Math.floor(count / 12), count % 12, (count / 12).toFixed(1)]);
  return [
    figures.join(" "),
    ...analysis.gaps.flatMap((gap) => [gap.from, gap.to]),
    ...analysis.roles.flatMap((role) => [role.start ?? "", role.end ?? ""]),
    ...analysis.nextSteps.flatMap((step) => [step.role, ...step.skillsMissing]),
  ].join("\n");
}

/**
 * POST /api/ai/trajectory: the career path of one of the caller's resumes and plausible next steps
 * (TRAJECTORY, 100 tokens, signed-in users). The rules compute every date, duration, step and skill
 * (core/career/trajectory-rules); with a model configured the model adds a reading of the path and
 * the reasoning of each step, checked for new facts; offline the answer says what a model would add.
 */
export async function careerTrajectory(
  input: AiToolCall<TrajectoryRequest> & { now?: Date },
): Promise<TrajectoryResult> {
  const { actor, request } = input;
  const resume = await findCareerResume(actor, "TRAJECTORY", request.resumeId);
  const analysis = analyseTrajectory(resume, { targetRole: request.targetRole, now: input.now ?? new Date() });
  const run = await runAiOperation({
    actor,
    operation: "TRAJECTORY",
    idempotencyKey: request.idempotencyKey,
    input: { resumeId: request.resumeId, analysis, targetRole: request.targetRole ?? "" },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      if (mode === "offline" || analysis.roles.length === 0) return null;
      const { object } = await generateAiObject({
        operation: "TRAJECTORY",
        schema: modelSchema,
        schemaName: "career_trajectory",
        signal,
        ...prompt(analysis, request.targetRole),
      });
      return {
        summary: plainModelText(object.summary),
        steps: new Map(object.steps.map((step) => [step.id, plainModelText(step.reasoning)])),
      };
    },
  });
  const source = [resumeSourceText(resume), request.targetRole ?? "", computedFigures(analysis)].join("\n");
  const checked = (text: string) => ({ text, newFacts: findNewFacts(source, text) });
  const written = run.result;
  const notes = written ? analysis.notes : [...analysis.notes, "modelAddsReasoning" as const];
  return {
    ...analysis,
    nextSteps: analysis.nextSteps.map((step) => {
      const reasoning = written?.steps.get(step.id);
      return { ...step, reasoning: reasoning ? checked(reasoning) : null };
    }),
    notes,
    summary: written ? checked(written.summary) : null,
    mode: run.mode,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
