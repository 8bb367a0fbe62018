import { z } from "zod";

// What every career tool's request and answer share (POST /api/ai/job-fit, /api/ai/linkedin-rewrite,
// /api/ai/booster, /api/ai/trajectory, /api/ai/localize, /api/ai/cover-letter).

const careerResumeId = z.string().trim().min(1).max(100);

/** The client's key for this request: a retry with the same key and input is not charged again. */
const careerIdempotencyKey = z.string().trim().min(8).max(200);

/** A career tool's request: the resume, the tool's own fields, and the key that makes a retry free. */
export function careerRequestSchema<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.strictObject({ resumeId: careerResumeId, ...fields, idempotencyKey: careerIdempotencyKey });
}

/** The role the user is aiming at (their wish, not a fact of the resume). */
export const careerTargetRole = z.string().trim().max(200).optional();

/** What a text names that the resume does not (lib/ai/offline/facts.ts): the user checks them. */
export const newFactSchema = z.strictObject({ kind: z.enum(["number", "name", "skill"]), value: z.string() });

/** A text the model wrote, at most `max` characters, with what it names that the resume does not. */
export const checkedTextSchema = (max: number) =>
  z.strictObject({ text: z.string().max(max), newFacts: z.array(newFactSchema) });

/** Which engine answered, and what the call cost (docs/AI.md "Charging"). */
export const careerChargeShape = {
  mode: z.enum(["model", "offline"]),
  /** false when this request was a retry of one already paid for. */
  charged: z.boolean(),
  cost: z.number().int().min(0),
  balance: z.number().int().min(0),
};
