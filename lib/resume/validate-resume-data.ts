import "server-only";
import { AppError } from "@/lib/errors";
import { describeResumeIssues, parseResumeDataStrict, type ResumeData } from "@/lib/resume/schema";

/** Resume data on its way to the database: strictly valid, or ValidationFailed naming each field. */
export function validateResumeData(input: unknown): ResumeData {
  const parsed = parseResumeDataStrict(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of describeResumeIssues(parsed.error)) (fields[`data.${issue.path}`] ??= []).push(issue.message);
  throw new AppError("ValidationFailed", { fields });
}
