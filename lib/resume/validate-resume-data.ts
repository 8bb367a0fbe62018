import "server-only";
import { AppError } from "@/core/errors";
import { describeResumeIssues, parseResumeDataStrict, type ResumeData } from "@/core/resume/schema";
import { sanitizeRichTextMemo } from "./sanitize-rich-text-memo";

/**
 * Resume data on its way to the database: strictly valid (or ValidationFailed naming each field),
 * with every rich text field sanitised, so that stored HTML is safe whoever reads it later.
 */
export function validateResumeData(input: unknown): ResumeData {
  const parsed = parseResumeDataStrict(input);
  if (parsed.success) return sanitizeResumeRichText(parsed.data);
  const fields: Record<string, string[]> = {};
  for (const issue of describeResumeIssues(parsed.error)) (fields[`data.${issue.path}`] ??= []).push(issue.message);
  throw new AppError("ValidationFailed", { fields });
}

type Section = { items: object[] };

function sanitizeItems<S extends Section>(section: S): S {
  return {
    ...section,
    items: section.items.map((item) =>
      "summary" in item && typeof item.summary === "string"
        ? { ...item, summary: sanitizeRichTextMemo(item.summary) }
        : item,
    ),
  };
}

/** The summary, every item's summary (built-in and custom sections) and the private notes, sanitised. */
export function sanitizeResumeRichText(data: ResumeData): ResumeData {
  const { summary, custom, ...withItems } = data.sections;
  const sections = Object.fromEntries(
    Object.entries(withItems).map(([id, section]: [string, Section]) => [id, sanitizeItems(section)]),
  ) as unknown as typeof withItems;
  return {
    ...data,
    sections: {
      ...sections,
      summary: { ...summary, content: sanitizeRichTextMemo(summary.content) },
      custom: Object.fromEntries(Object.entries(custom).map(([id, section]) => [id, sanitizeItems(section)])),
    },
    metadata: { ...data.metadata, notes: sanitizeRichTextMemo(data.metadata.notes) },
  };
}
