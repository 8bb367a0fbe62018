import type { ResumeTemplateName } from "@/core/resume/schema";

/**
 * The 9 templates the landing offers Gulf visitors (spec §9 "Curated Gulf template list 9"): the
 * catalogue's single-column and quiet two-column designs, which applicant tracking systems read in
 * order and which keep their structure when mirrored for an Arabic resume. Photo-led, sidebar and
 * high-complexity designs are left out.
 */
export const gulfTemplates: readonly ResumeTemplateName[] = [
  "bronzor",
  "onyx",
  "kakuna",
  "rhyhorn",
  "elegance",
  "modern",
  "leafish",
  "horizon",
  "executive",
];
