import "server-only";
import { z } from "zod";
import { AppError } from "@/core/errors";
import { normalizeText } from "@/core/analysis/normalize";
import { locales, nativeNames, type Locale } from "@/core/i18n/locales";
import type { LocalizeRequest, LocalizeResult } from "@/core/career/localize";
import {
  checkTranslation,
  directionOf,
  localizeDates,
  localizeHeadings,
  pathText,
  translatableFields,
  withFields,
  withLocale,
  type TranslatableField,
} from "@/core/career/localize-rules";
import {
  defaultResumeData,
  parseResumeDataTolerant,
  type BuiltInSectionId,
  type ResumeData,
} from "@/core/resume/schema";
import { db } from "@/lib/db";
import { generateAiObject } from "@/lib/ai/provider";
import { runAiOperation, type AiToolCall } from "@/lib/ai/run-ai-operation";
import { loadMessages } from "@/lib/i18n/messages";
import { assertPermission } from "@/lib/plans/get-permissions";
import { createResume } from "@/lib/resume/create-resume";
import { resumeTitleSchema } from "@/lib/resume/resume-inputs";
import type builderContent from "@/messages/en-US/builderContent.json";
import type careerTools from "@/messages/en-US/careerTools.json";
import { languageForPrompt } from "./compose-words";
import { findCareerResumeRow } from "./find-career-resume";

// What the model answers: each text field by its id, translated.
const modelSchema = z.object({
  fields: z.array(z.object({ id: z.string(), text: z.string().max(20_000) })).max(1000),
});

function prompt(fields: readonly TranslatableField[], from: string, to: string) {
  return {
    system:
      `You translate the text fields of a resume from ${languageForPrompt(from)} into ${languageForPrompt(to)}. ` +
      "Translate the meaning faithfully in a professional resume register; do not add, drop or embellish anything. " +
      "Keep exactly as written: every number (same digits), date, e-mail address, URL, person's name, company, " +
      "institution, product and technology name. A field marked rich is HTML: keep every tag and attribute as it " +
      "is and translate only the text between tags. Answer every field once, with its id.",
    prompt: JSON.stringify({
      fields: fields.map((field) => ({ id: field.id, rich: field.rich, text: field.text })),
    }),
  };
}

/** Source characters per model call: the translation of a batch fits the answer's token limit. */
const batchCharacters = 3000;

/** The fields in batches of at most `batchCharacters` of text (a longer field alone). */
function batches(fields: readonly TranslatableField[]): TranslatableField[][] {
  const out: TranslatableField[][] = [];
  let size = Infinity;
  for (const field of fields) {
    if (size + field.text.length > batchCharacters) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(field);
    size += field.text.length;
  }
  return out;
}

type Words = { sections: Record<string, string>; present: string };

/** The target's default headings and word for "present", and every locale's, to recognise them. */
async function localeWords(): Promise<Map<Locale, Words>> {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages = (await loadMessages(locale)) as {
        builderContent: typeof builderContent;
        careerTools: typeof careerTools;
      };
      const words: Words = {
        sections: messages.builderContent.sections as Record<string, string>,
        present: messages.careerTools.compose.localize.present,
      };
      return [locale, words] as const;
    }),
  );
  return new Map(entries);
}

const sameHeading = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();

/** The new resume's title: "<title> (<language>)", within the title limit. */
function titleFor(title: string, target: Locale): string {
  const suffix = ` (${nativeNames[target]})`;
  return `${title.slice(0, resumeTitleSchema.maxLength! - suffix.length).trimEnd()}${suffix}`;
}

/**
 * POST /api/ai/localize: one of the caller's resumes as a new resume in another product locale
 * (LOCALIZATION, 100 tokens, signed-in users, within the plan's resume limit). Names, employers,
 * institutions, dates, URLs, e-mails, numbers and the design are kept; the locale (direction, the
 * template's words), the default headings and the month names of dates become the target's. With a
 * model the text fields are translated, each checked (checkTranslation); offline the text stays in
 * its language and the answer says so. The charge is refunded when the new resume cannot be created.
 */
export async function localizeResume(input: AiToolCall<LocalizeRequest>): Promise<LocalizeResult> {
  const { actor, request } = input;
  const row = await findCareerResumeRow(actor, "LOCALIZATION", request.resumeId);
  const source = parseResumeDataTolerant(row.data).data;
  if (!("user" in actor)) throw new AppError("Forbidden", { details: { reason: "sign_in_required" } });
  const target = request.targetLocale;
  const sourceLocale = source.metadata.locale;
  if (sourceLocale === target)
    throw new AppError("ValidationFailed", { fields: { targetLocale: ["The resume is already in this language"] } });

  const prisma = await db();
  const [owner, count] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: actor.user.id }, select: { id: true, email: true } }),
    prisma.resume.count({ where: { userId: actor.user.id } }),
  ]);
  // At the plan's limit nothing is charged; a creation that fails later is refunded.
  await assertPermission({ user: actor.user }, { action: "createResume", currentCount: count });

  const words = await localeWords();
  const targetWords = words.get(target)!;
  const englishNames = defaultResumeData.sections;
  const isDefaultHeading = (id: BuiltInSectionId, name: string) =>
    sameHeading(name, englishNames[id].name) ||
    [...words.values()].some((entry) => sameHeading(name, entry.sections[id] ?? ""));
  const headed = localizeHeadings(withLocale(source, target), {
    known: isDefaultHeading,
    target: (id) => targetWords.sections[id] ?? "",
  });
  const dated = localizeDates(headed.data, {
    sourceLocale,
    targetLocale: target,
    present: targetWords.present,
    presentWords: [...words.values()].map((entry) => normalizeText(entry.present)),
  });
  const fields = translatableFields(source, (id) => isDefaultHeading(id, source.sections[id].name));

  const run = await runAiOperation({
    actor,
    operation: "LOCALIZATION",
    idempotencyKey: request.idempotencyKey,
    input: { resumeId: request.resumeId, version: row.version, target },
    signal: input.signal,
    work: async ({ mode, signal }) => {
      let data: ResumeData = dated.data;
      const kept: LocalizeResult["kept"] = [];
      let translated = 0;
      if (mode === "model" && fields.length > 0) {
        // One call per batch, in order: a long resume's translation would not fit one answer.
        const answers = new Map<string, string>();
        for (const batch of batches(fields)) {
          const { object } = await generateAiObject({
            operation: "LOCALIZATION",
            schema: modelSchema,
            schemaName: "resume_translation",
            signal,
            ...prompt(batch, sourceLocale, target),
          });
          const asked = new Set(batch.map((field) => field.id));
          for (const field of object.fields) if (asked.has(field.id)) answers.set(field.id, field.text);
        }
        const accepted: { path: TranslatableField["path"]; text: string }[] = [];
        for (const field of fields) {
          const check = checkTranslation(field.text, answers.get(field.id) ?? "", field.rich);
          if (check.ok) {
            accepted.push({ path: field.path, text: check.text });
            translated += 1;
          } else kept.push({ path: pathText(field.path), text: field.text.slice(0, 300), reason: check.reason });
        }
        data = withFields(data, accepted);
      }
      const created = await createResume(
        { id: owner.id, email: owner.email, subscriptionTier: actor.user.subscriptionTier },
        { title: titleFor(row.title, target), language: target, data },
      );
      return { created, kept, translated };
    },
  });
  const { created, kept, translated } = run.result;
  return {
    resume: { id: created.id, title: created.title, slug: created.slug },
    sourceLocale,
    targetLocale: target,
    direction: directionOf(target),
    translatedFields: translated,
    totalFields: fields.length,
    kept,
    headings: headed.count,
    dates: dated.count,
    notes: run.mode === "offline" ? ["textNeedsModel"] : [],
    mode: run.mode,
    charged: run.charged,
    cost: run.cost,
    balance: run.balance,
  };
}
