import "server-only";
import type { SubscriptionTier } from "@/lib/db";
import { defaultLocale, isLocale } from "@/core/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { createResume } from "@/lib/resume/create-resume";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeData } from "@/core/resume/schema";
import { validateResumeData } from "@/lib/resume/validate-resume-data";
import type { AiActor } from "@/lib/ai/run-ai-operation";
import { convertImport, summariseImport, type ImportSource, type ImportType } from "./convert-import";
import { modelPdfRefiner, type PdfRefinement } from "./pdf/refine-with-model";

type Owner = { id: string; email: string; subscriptionTier: SubscriptionTier; locale?: string };
type ImportSummary = ReturnType<typeof summariseImport>;

/**
 * A dry run answers the converted, validated data too, so that the builder can put it into the open
 * resume and save it as any edit (PATCH with its version); otherwise the new resume.
 */
export type ImportResult = {
  valid: true;
  summary: ImportSummary;
  data?: ResumeData;
  resume?: ResumeDto;
  /** A PDF's: whether a model refined the rules' reading (docs/FORMATS.md). */
  refinement?: PdfRefinement;
};

/**
 * Reads a file of `type` as resume data, validates and sanitises it exactly as an edit is
 * (ValidationFailed naming each field, ImportFailed with a reason and place for an unreadable
 * file), and unless `dryRun` creates a private resume from it within the owner's plan limit. A PDF
 * is refined by the model when one is configured, paid by `payer` (the owner unless given: a guest).
 */
export async function importResume(
  owner: Owner,
  {
    type,
    source,
    dryRun = false,
    title,
    payer = { user: { id: owner.id, subscriptionTier: owner.subscriptionTier } },
  }: { type: ImportType; source: ImportSource; dryRun?: boolean; title?: string; payer?: AiActor },
): Promise<ImportResult> {
  let refinement: (() => PdfRefinement) | undefined;
  const refinePdf = (bytes: Uint8Array) => {
    const refiner = modelPdfRefiner(payer, bytes);
    refinement = refiner.outcome;
    return refiner.refine;
  };
  const data = validateResumeData(
    await convertImport(type, source, { otherDetailsName: await otherDetailsName(owner.locale), refinePdf }),
  );
  const summary = summariseImport(data);
  const refined = refinement ? { refinement: refinement() } : {};
  if (dryRun) return { valid: true, summary, data, ...refined };
  const language = isLocale(data.metadata.locale) ? data.metadata.locale : "en-US";
  const resume = await createResume(owner, {
    title: title?.trim() || data.basics.name || "Imported resume",
    language,
    data,
  });
  return { valid: true, summary, resume, ...refined };
}

/** The heading of the section that keeps a file's unknown fields, in the owner's language. */
async function otherDetailsName(locale: string | undefined): Promise<string | undefined> {
  const messages = await loadMessages(isLocale(locale) ? locale : defaultLocale);
  const section = messages.importedSections;
  const name =
    typeof section === "object" && section !== null && "otherDetails" in section ? section.otherDetails : undefined;
  return typeof name === "string" ? name : undefined;
}
