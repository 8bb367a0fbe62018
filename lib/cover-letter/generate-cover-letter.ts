import "server-only";
import { analyzeResume } from "@/core/analysis";
import { resumeFields } from "@/core/analysis/resume-fields";
import type { CoverLetterRequest, CoverLetterResult } from "@/core/cover-letter/schema";
import { parseResumeDataTolerant } from "@/core/resume/schema";
import { findNewFacts } from "@/lib/ai/offline/facts";
import { textWithBullets } from "@/lib/ai/offline/html-text";
import { runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { linkedInFacts, resumeSourceText } from "@/lib/career/linkedin-offline";
import { assertUnlocked } from "@/lib/resume/find-owned-resume";
import { composeCoverLetterOffline, composeSourceWords } from "./compose-cover-letter-offline";
import { coverLetterWords } from "./cover-letter-words";
import { findCareerResumeRow } from "@/lib/career/find-career-resume";
import { storeCoverLetter } from "./save-cover-letter";
import { writeCoverLetter } from "./write-cover-letter";

/**
 * POST /api/ai/cover-letter: writes the cover letter of one of the caller's resumes for a job and
 * stores it with the resume (COVER_LETTER, 100 tokens, signed-in users). With a model configured
 * the model writes it under the honesty rules; offline it is composed from the resume's facts and
 * the analyzer's matches to the job. Either way the letter goes through the new-facts check, and any
 * failure after the charge (the model, the save) refunds it.
 */
export async function generateCoverLetter(
  input: AiToolCall<CoverLetterRequest> & { now?: Date },
): Promise<CoverLetterResult> {
  const { actor, request } = input;
  const row = await findCareerResumeRow(actor, "COVER_LETTER", request.resumeId);
  await assertUnlocked(row);
  const resume = parseResumeDataTolerant(row.data).data;
  const language = resume.metadata.locale;
  const facts = linkedInFacts(resume);
  const words = await coverLetterWords(language);
  const name = resume.basics.name.trim();
  const job = {
    jobTitle: request.jobTitle,
    company: request.company,
    recipient: request.recipient || undefined,
    jobDescription: request.jobDescription || undefined,
  };
  // Without a description the title is the whole job: the analyzer still reads its terms.
  const analysis = analyzeResume({
    resume,
    jobDescription: job.jobDescription ?? job.jobTitle,
    headline: job.jobTitle,
    now: input.now ?? new Date(),
  });
  const run = await runAiOperation({
    actor,
    operation: "COVER_LETTER",
    idempotencyKey: request.idempotencyKey,
    input: { resumeId: row.id, version: row.version, job, tone: request.tone ?? "professional", language },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      const written =
        mode === "offline"
          ? composeCoverLetterOffline({ name, facts, fields: resumeFields(resume), analysis, job, words })
          : {
              ...(await writeCoverLetter({
                name,
                facts,
                analysis,
                job,
                tone: request.tone ?? "professional",
                language,
                signal,
              })),
              notes: [],
            };
      if (signal?.aborted) throw signal.reason;
      const letter = await storeCoverLetter(row.id, {
        html: written.html,
        jobTitle: job.jobTitle,
        company: job.company,
        recipient: job.recipient ?? "",
        jobDescription: job.jobDescription ?? "",
      });
      return { letter, notes: written.notes };
    },
  });
  // The user's own words (the job) and our fixed phrases are not facts to flag; the rest of the job
  // description is: a letter claiming what the job asks for, and the resume does not say, is what to report.
  const source = [
    resumeSourceText(resume),
    name,
    job.jobTitle,
    job.company,
    job.recipient ?? "",
    composeSourceWords(words),
    // A requirement the analyzer proved (the resume's "K8s" for the job's "Kubernetes") is the resume's too.
    ...analysis.matches.filter((match) => match.status !== "gap").map((match) => match.requirement.label),
  ];
  return {
    letter: run.result.letter,
    language,
    newFacts: findNewFacts(source.join("\n"), textWithBullets(run.result.letter.html)),
    notes: run.result.notes,
    mode: run.mode,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
