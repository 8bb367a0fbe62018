import { z } from "zod";

// What every career tool's request and answer share (POST /api/ai/job-fit, /api/ai/linkedin-rewrite, /api/ai/booster).

export const careerResumeId = z.string().trim().min(1).max(100);

/** The client's key for this request: a retry with the same key and input is not charged again. */
export const careerIdempotencyKey = z.string().trim().min(8).max(200);

/** Which engine answered, and what the call cost (docs/AI.md "Charging"). */
export const careerChargeShape = {
  mode: z.enum(["model", "offline"]),
  /** false when this request was a retry of one already paid for. */
  charged: z.boolean(),
  cost: z.number().int().min(0),
  balance: z.number().int().min(0),
};
