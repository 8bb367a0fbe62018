import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { analyzeResume } from "@/core/analysis";
import { AppError } from "@/core/errors";
import { suggestTemplatesForResume } from "@/core/templates/template-suggestions";
import {
  generatorFormSchema,
  type GenerationEvent,
  type GenerationStep,
  type GeneratorForm,
} from "@/core/ai/generator/form";
import { htmlToPlainText } from "@/core/utils/plain-text";
import { db } from "@/lib/db";
import type { GuestSession } from "@/lib/db/generated/client";
import { createGuestResume } from "@/lib/guest/create-guest-resume";
import { readStoredGuestResume } from "@/lib/guest/guest-resume";
import { errorResponse } from "@/lib/http/route";
import { assertPermission } from "@/lib/plans/get-permissions";
import { createResume } from "@/lib/resume/create-resume";
import { chargeTokens } from "@/lib/tokens/charge-tokens";
import { refundCharge } from "@/lib/tokens/refund-charge";
import { tokenCosts } from "@/lib/tokens/token-costs";
import { ownerKey, type TokenOwner } from "@/lib/tokens/token-owner";
import type { CurrentUser } from "@/lib/auth/current-user";
import { composeOfflineResume, type ComposedResume } from "./generate-resume-offline";
import { composeWithModel } from "./generate-resume-model";
import { aiMode } from "./provider";

/*
 * POST /api/ai/generate-resume: the smart generator (spec §2, §4). Every check that can refuse the
 * work (form, permission, the resume limit) runs before the stream starts and is answered as plain
 * JSON; then the real steps stream as NDJSON: charge (RESUME_GENERATION, 100), compose, check, save
 * (a new resume for a user, the guest's one resume for a visitor). The charge is refunded when any
 * later step fails. With a model configured the compose step asks it for the summary, bullets and
 * suggested skills (generate-resume-model.ts); otherwise the offline composer answers.
 */

export const generateResumeRequestSchema = generatorFormSchema.extend({
  idempotencyKey: z.string().trim().min(8).max(200).optional(),
});
export type GenerateResumeRequest = z.input<typeof generateResumeRequestSchema>;

export type GenerationCaller = { user: CurrentUser } | { user: null; guest: GuestSession };

export type PreparedGeneration = {
  caller: GenerationCaller;
  owner: TokenOwner;
  form: GeneratorForm;
  idempotencyKey: string;
};

/** The checks that answer before anything streams or is charged. */
export async function prepareGeneration(
  caller: GenerationCaller,
  input: GenerateResumeRequest,
): Promise<PreparedGeneration> {
  const { idempotencyKey, ...form } = generateResumeRequestSchema.parse(input);
  await assertPermission({ user: caller.user }, { action: "trackOperation", operation: "RESUME_GENERATION" });
  const currentCount = caller.user
    ? await (await db()).resume.count({ where: { userId: caller.user.id } })
    : readStoredGuestResume(caller.guest.resumeData)
      ? 1
      : 0;
  await assertPermission({ user: caller.user }, { action: "createResume", currentCount });
  const owner: TokenOwner = caller.user ? { userId: caller.user.id } : { guestSessionId: caller.guest.id };
  return { caller, owner, form, idempotencyKey: idempotencyKey ?? randomUUID() };
}

/**
 * Numbers in the result that the user's own input does not contain: the after-generation check of
 * "nothing invented" (issue 16). The offline composer writes none; a model that did would be flagged.
 */
export function findNewNumbers(result: string, input: string): string[] {
  const known = new Set(input.match(/\d+(?:[.,]\d+)?/g) ?? []);
  return [...new Set(result.match(/\d+(?:[.,]\d+)?/g) ?? [])].filter((number) => !known.has(number));
}

function inputText(form: GeneratorForm, identity: { name?: string | null; email?: string | null }): string {
  const details = form.jobDetails ? JSON.stringify(form.jobDetails) : "";
  return [form.jobRole, form.experience, form.additionalDescription, details, identity.name, identity.email].join(" ");
}

/** What the user asked for, as the job description the analyzer scores the draft against. */
function jobTextOf(form: GeneratorForm): string {
  const details = form.jobDetails;
  return [
    form.jobRole,
    form.additionalDescription,
    details?.summary,
    ...(details?.requirements ?? []),
    ...(details?.responsibilities ?? []),
    details?.skills?.join(", "),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The draft's scores from the resume analyzer (core/analysis, the same one as Analyze): its ATS score and,
 * when the job asks anything the analyzer can check, the match with it. They replace the spec's fixed
 * "accuracy" figure (DECISIONS.md): real numbers of this draft, placeholders and all.
 */
export function scoreDraft(composed: ComposedResume, form: GeneratorForm, now = new Date()) {
  const analysis = analyzeResume({ resume: composed.data, jobDescription: jobTextOf(form), now });
  return {
    atsScore: analysis.basic.atsOptimization.overallScore,
    jobMatch: analysis.basic.jobMatchAnalysis.overallMatch,
  };
}

function resultText(composed: ComposedResume): string {
  const { basics, sections } = composed.data;
  return [
    basics.name,
    basics.headline,
    htmlToPlainText(sections.summary.content),
    ...sections.experience.items.flatMap((item) => [
      item.company,
      item.position,
      item.date,
      htmlToPlainText(item.summary),
    ]),
    ...sections.education.items.flatMap((item) => [item.institution, item.studyType, item.area, item.date]),
  ].join(" ");
}

export async function runGeneration(
  prepared: PreparedGeneration,
  emit: (event: GenerationEvent) => void,
): Promise<void> {
  const { caller, owner, form } = prepared;
  let step: GenerationStep = "charge";
  let chargeKey: string | null = null;
  const begin = (next: GenerationStep) => {
    step = next;
    emit({ type: "step", step, status: "active" });
  };
  const end = () => emit({ type: "step", step, status: "done" });
  try {
    begin("charge");
    const charge = await chargeTokens({
      owner,
      operation: "RESUME_GENERATION",
      idempotencyKey: `generate-resume:${ownerKey(owner)}:${prepared.idempotencyKey}`,
      metadata: { role: form.jobRole.slice(0, 120), language: form.language },
    });
    chargeKey = charge.entryKey;
    end();

    begin("compose");
    const identity = caller.user ? { name: caller.user.name, email: caller.user.email } : {};
    const offline = aiMode() === "offline";
    const composed = offline ? composeOfflineResume(form, identity) : await composeWithModel(form, identity);
    end();

    begin("check");
    const flagged = findNewNumbers(resultText(composed), inputText(form, identity));
    const scores = scoreDraft(composed, form);
    const templates = suggestTemplatesForResume(composed.data);
    end();

    begin("save");
    const created = caller.user
      ? await createResume(caller.user, { title: composed.title, language: composed.locale, data: composed.data })
      : await createGuestResume(caller.guest, {
          title: composed.title,
          language: composed.locale,
          resumeData: composed.data,
        });
    end();
    emit({
      type: "done",
      resumeId: created.id,
      title: created.title,
      path: caller.user ? `/builder/${created.id}` : `/builder/guest/${created.id}`,
      offline,
      tokensCharged: charge.charged ? tokenCosts.RESUME_GENERATION : 0,
      balance: charge.balance,
      flagged,
      ...scores,
      template: composed.data.metadata.template,
      templates,
    });
  } catch (error) {
    if (chargeKey) await refundCharge({ owner, idempotencyKey: chargeKey, reason: "generation_failed" });
    if (!(error instanceof AppError)) console.error("resume generation failed", error);
    const body = (await errorResponse(error).json()) as { error: Extract<GenerationEvent, { type: "error" }>["error"] };
    emit({ type: "error", error: { ...body.error, details: { ...body.error.details, step } } });
  }
}
