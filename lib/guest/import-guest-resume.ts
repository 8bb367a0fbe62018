import "server-only";
import type { GuestSession } from "@/lib/db/generated/client";
import type { ImportSource, ImportType } from "@/lib/formats/convert-import";
import { importResume, type ImportResult } from "@/lib/formats/import-resume";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { isLocale } from "@/core/i18n/locales";
import { createGuestResume } from "./create-guest-resume";
import { guestPictureOwner } from "./guest-resume";

export type GuestImportResult = Omit<ImportResult, "resume"> & { resume?: ResumeDto };

/**
 * A file imported by a guest: read, converted, validated and sanitised exactly as a signed-in import
 * (importResume's dry run, which touches no account). A dry run answers the summary and the data (the
 * guest builder puts them into the open resume and saves them as any edit); otherwise the data becomes
 * the guest's one resume, refused with ResumeLimitReached (guest_limit) when the guest has one already.
 */
export async function importGuestResume(
  session: Pick<GuestSession, "id" | "resumeData">,
  {
    type,
    source,
    title,
    dryRun = false,
    locale,
  }: { type: ImportType; source: ImportSource; title?: string; dryRun?: boolean; locale?: string },
): Promise<GuestImportResult> {
  // The guest is no account: the dry run reads the owner only for the language of the "other details" heading.
  const checked = await importResume(
    { id: guestPictureOwner(session.id), email: "", subscriptionTier: "FREE", locale },
    // A model's refinement of a PDF is paid from the guest's own balance, like its other AI features.
    { type, source, dryRun: true, payer: { guestSessionId: session.id } },
  );
  if (dryRun) return checked;
  const data = checked.data!;
  const resume = await createGuestResume(session, {
    resumeData: data,
    title: title?.trim() || data.basics.name || undefined,
    language: isLocale(data.metadata.locale) ? data.metadata.locale : "en-US",
  });
  return { valid: true, summary: checked.summary, resume, refinement: checked.refinement };
}
