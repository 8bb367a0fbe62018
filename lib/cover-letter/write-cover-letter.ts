import "server-only";
import { plainModelText } from "@/lib/ai/plain-model-text";
import { escape as escapeHtml } from "es-toolkit/string";
import { z } from "zod";
import type { AnalysisResult } from "@/core/analysis";
import type { CoverLetterTone } from "@/core/cover-letter/schema";
import { generateAiObject } from "@/lib/ai/provider";
import { languageForPrompt } from "@/lib/career/compose-words";
import type { LinkedInFacts } from "@/lib/career/linkedin-offline";
import type { LetterJob } from "./compose-cover-letter-offline";

// The cover letter written by the configured model, under the honesty rules of the writing prompts:
// the resume's facts only, in the resume's language. The analyzer's proved matches tell it what to
// lead with; the new-facts check (generate-cover-letter.ts) then reports anything the resume lacks.

const modelSchema = z.object({
  greeting: z.string().trim().min(1).max(200),
  paragraphs: z.array(z.string().trim().min(1).max(2000)).min(2).max(6),
  signOff: z.string().trim().min(1).max(100),
});

const honesty =
  "Use only the facts given in JSON: never invent or change an employer, a job title, a date, a degree, a certificate, a number, " +
  "a metric, an achievement or a skill, and never claim experience the facts do not show. The job description says what the " +
  "employer wants, not what the person has: do not claim a requirement unless the resume's facts prove it. " +
  "Where the facts are thin, write less rather than fill the gap.";

const toneOf: Record<CoverLetterTone, string> = {
  professional: "Keep a professional, confident and warm tone.",
  enthusiastic: "Sound genuinely enthusiastic about the role and the company, without exaggerating.",
  concise: "Be concise: short paragraphs, no more than about 200 words in total.",
};

export async function writeCoverLetter(input: {
  name: string;
  facts: LinkedInFacts;
  analysis: AnalysisResult;
  job: LetterJob & { jobDescription?: string };
  tone: CoverLetterTone;
  language: string;
  signal?: AbortSignal;
}): Promise<{ html: string }> {
  const { job, facts } = input;
  const proved = input.analysis.matches
    .filter((match) => match.status !== "gap" && match.proof)
    .map((match) => ({ requirement: match.requirement.label, proof: match.proof?.quote ?? "" }))
    .slice(0, 12);
  const { object } = await generateAiObject({
    operation: "COVER_LETTER",
    schema: modelSchema,
    schemaName: "cover_letter",
    signal: input.signal,
    system:
      "You write a one-page cover letter for a job application from a resume: a greeting (to the recipient when one is " +
      "given, else a neutral one), an opening naming the role and the company, two body paragraphs on the achievements of " +
      "the resume that answer the job's requirements (the `proved` list pairs requirements with the resume's own words), " +
      "a closing paragraph, and a sign-off word (the person's name is added after it). " +
      `Write in ${languageForPrompt(input.language)}, the resume's language, as plain text without markdown or emojis. ` +
      `${toneOf[input.tone]} ${honesty}`,
    prompt: JSON.stringify({
      job: {
        title: job.jobTitle,
        company: job.company,
        recipient: job.recipient ?? null,
        description: job.jobDescription?.slice(0, 8000) ?? null,
      },
      proved,
      person: { name: input.name, ...facts },
    }),
  });
  const paragraphs = [plainModelText(object.greeting), ...object.paragraphs.map(plainModelText)].filter(Boolean);
  const signOff = `<p>${escapeHtml(plainModelText(object.signOff))}${input.name ? `<br>${escapeHtml(input.name)}` : ""}</p>`;
  return { html: paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join("") + signOff };
}
