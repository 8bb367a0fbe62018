import { z } from "zod";
import { careerChargeShape, careerRequestSchema, careerTargetRole, checkedTextSchema } from "./shared";

/*
 * The career trajectory (TRAJECTORY, 100 tokens): the path so far read from the resume's own jobs
 * (dates, time in each role, seniority steps, gaps, average tenure) and plausible next steps with
 * the skills the resume shows for each and the ones it does not. Every date, duration and skill comes
 * from the rules (core/career/trajectory-rules.ts); a model only adds wording.
 */

export const trajectoryRequestSchema = careerRequestSchema({ targetRole: careerTargetRole });
export type TrajectoryRequest = z.infer<typeof trajectoryRequestSchema>;

/** Seniority levels, lowest first; "mid" is a title without a level word. */
const seniorityLevelSchema = z.enum(["intern", "junior", "mid", "senior", "lead", "manager", "director", "executive"]);
export const seniorityLevels = seniorityLevelSchema.options;
export type SeniorityLevel = z.infer<typeof seniorityLevelSchema>;

/** A month as "YYYY-MM". */
const yearMonth = z.string().regex(/^\d{4}-\d{2}$/);

const checkedText = checkedTextSchema(2000);

export const trajectoryRoleSchema = z.strictObject({
  itemId: z.string(),
  position: z.string(),
  company: z.string(),
  /** The period as the user wrote it. */
  date: z.string(),
  /** First and last month read from `date`; null when it cannot be read (nothing is guessed). */
  start: yearMonth.nullable(),
  end: yearMonth.nullable(),
  /** The job runs to the present. */
  current: z.boolean(),
  /** Months in the role, both ends counted; null when undated. */
  months: z.number().int().min(0).nullable(),
  /** The date gives years only, so the months are the whole years. */
  approximate: z.boolean(),
  level: seniorityLevelSchema,
  /** The library role the title names (core/ai/roles), if any. */
  roleId: z.string().nullable(),
});
export type TrajectoryRole = z.infer<typeof trajectoryRoleSchema>;

export const skillProofSchema = z.strictObject({
  skill: z.string(),
  /** The resume text that states it, quoted. */
  quote: z.string(),
  section: z.string(),
  itemId: z.string().nullable(),
});

export const nextStepKinds = ["promotion", "target", "related"] as const;

export const nextStepSchema = z.strictObject({
  /** "promotion", "target" or "related-<role id>": the model's answer names steps by it. */
  id: z.string(),
  kind: z.enum(nextStepKinds),
  roleId: z.string().nullable(),
  /** The role, in the resume's language where the library has it (English or Arabic), else as typed. */
  role: z.string(),
  level: seniorityLevelSchema,
  skillsShown: z.array(skillProofSchema),
  skillsMissing: z.array(z.string()),
  /** The model's reasoning; null offline. */
  reasoning: checkedText.nullable(),
});
export type NextStep = z.infer<typeof nextStepSchema>;

/**
 * What the answer lacks and why: no jobs, jobs whose dates cannot be read, a target or current role
 * the library does not know (so no skill list), and offline: what a model would add.
 */
const trajectoryNoteSchema = z.enum([
  "noExperience",
  "undatedRoles",
  "roleNotInLibrary",
  "targetNotInLibrary",
  "modelAddsReasoning",
]);
export type TrajectoryNote = z.infer<typeof trajectoryNoteSchema>;

export const trajectoryAnalysisSchema = z.strictObject({
  /** The resume's language (its metadata.locale). */
  language: z.string(),
  /** The jobs, oldest first; undated ones last, in the resume's order. */
  roles: z.array(trajectoryRoleSchema),
  /** Each change of seniority between consecutive dated jobs. */
  progression: z.array(
    z.strictObject({
      fromItemId: z.string(),
      toItemId: z.string(),
      from: seniorityLevelSchema,
      to: seniorityLevelSchema,
      direction: z.enum(["up", "same", "down"]),
    }),
  ),
  /** Months between jobs without work (three or more). */
  gaps: z.array(
    z.strictObject({
      afterItemId: z.string(),
      beforeItemId: z.string(),
      from: yearMonth,
      to: yearMonth,
      months: z.number().int().min(1),
    }),
  ),
  /** Months covered by the dated jobs, overlaps once. */
  totalMonths: z.number().int().min(0),
  averageTenureMonths: z.number().int().min(0).nullable(),
  nextSteps: z.array(nextStepSchema),
  notes: z.array(trajectoryNoteSchema),
});
export type TrajectoryAnalysis = z.infer<typeof trajectoryAnalysisSchema>;

export const trajectoryResultSchema = trajectoryAnalysisSchema.extend({
  /** The model's overall reading of the path; null offline. */
  summary: checkedText.nullable(),
  ...careerChargeShape,
});
export type TrajectoryResult = z.infer<typeof trajectoryResultSchema>;
