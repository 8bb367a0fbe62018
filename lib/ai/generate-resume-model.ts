import "server-only";
import { escape } from "es-toolkit/string";
import { z } from "zod";
import { generatorLanguageLocales, type GeneratorForm } from "@/core/ai/generator/form";
import { generateAiObject } from "./provider";
import { createSectionItem } from "@/core/resume/schema";
import {
  composeOfflineResume,
  suggestedSkillsName,
  type ComposedResume,
  type GenerationIdentity,
} from "./generate-resume-offline";

/*
 * The generator with a model (OPENAI_API_KEY set): the offline draft gives the structure and every
 * placeholder (name, employers, dates, school); the model writes only the summary, the duty bullets
 * and the suggested skills, in the resume's language, told never to invent a fact. The result still
 * goes through the "check" step (findNewNumbers), which flags any figure the user did not give.
 */

export const generatedContentSchema = z.object({
  summary: z.string().trim().min(1).max(1500),
  bullets: z.array(z.string().trim().min(1).max(300)).min(2).max(12),
  skills: z.array(z.string().trim().min(1).max(80)).max(20),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

const system = [
  "You write the first draft of a resume for the user, as JSON matching the schema.",
  "Never invent facts. Do not write any employer, school, degree, certificate, date, number, percentage, amount, award or achievement the user did not give.",
  "Where a fact would be needed, write a placeholder in square brackets, such as [Company], [number] or [result].",
  "summary: 3 to 4 sentences about the role and the user's stated experience range, in the requested tone.",
  "bullets: typical responsibilities of the role, each starting with an action verb, with no figures.",
  "skills: skills commonly expected for the role; they are shown to the user as suggestions to confirm, not as facts.",
  "Write everything in the requested language.",
].join("\n");

export async function composeWithModel(
  form: GeneratorForm,
  identity: GenerationIdentity,
  signal?: AbortSignal,
): Promise<ComposedResume & { model: string }> {
  const draft = composeOfflineResume(form, identity);
  const languageName =
    new Intl.DisplayNames(["en"], { type: "language" }).of(generatorLanguageLocales[form.language]) ?? form.language;
  const prompt = JSON.stringify({
    language: languageName,
    jobRole: form.jobRole,
    experienceYears: form.experience,
    country: form.country,
    tone: form.tone,
    userDescription: form.additionalDescription,
    jobPosting: form.jobDetails ?? null,
  });
  const { object, model } = await generateAiObject({
    operation: "RESUME_GENERATION",
    system,
    prompt,
    schema: generatedContentSchema,
    schemaName: "GeneratedResumeContent",
    signal,
  });

  const data = structuredClone(draft.data);
  data.sections.summary.content = `<p>${escape(object.summary)}</p>`;
  let next = 0;
  for (const item of data.sections.experience.items) {
    const count = Math.max(2, Math.ceil(object.bullets.length / data.sections.experience.items.length));
    const own = object.bullets.slice(next, next + count);
    next += count;
    if (own.length) item.summary = `<ul>${own.map((bullet) => `<li>${escape(bullet)}</li>`).join("")}</ul>`;
  }
  const suggested = data.sections.skills.items[0];
  if (suggested && draft.roleId) suggested.keywords = object.skills;
  else if (object.skills.length) {
    // No library role: the model's skills still go in as a labelled suggestion.
    const item = createSectionItem("skills");
    item.name = suggestedSkillsName(draft.locale);
    item.keywords = object.skills;
    data.sections.skills.items.unshift(item);
  }
  data.metadata.notes = "";
  // The model's draft is not offline: the title is the role alone.
  const title = draft.title.replace(/\s*\((?:offline draft|مسودة دون اتصال)\)$/, "");
  return { ...draft, title, data, model };
}
