import type { Page } from "@playwright/test";
import { createResume, saveResumeData } from "../builder/core-helpers";
import { summary } from "../tokens/helpers";

// Shared by the AI journeys: a resume with a headline, a summary, jobs with bullets and skills, made
// through the API, and the tokens left on the signed-in account.

export type ResumeFacts = {
  basics: { headline: string };
  summary: string;
  experience: { id: string; company: string; position: string; date: string; bullets: string[] }[];
  skills: { id: string; name: string; keywords: string[] }[];
};

/** A frontend engineer at Noon and STC, in English, with measurable bullets. */
export const frontendEngineer: ResumeFacts = {
  basics: { headline: "Frontend Engineer" },
  summary: "Frontend engineer building accessible web applications in JavaScript and TypeScript.",
  experience: [
    {
      id: "exp-noon",
      company: "Noon",
      position: "Senior Frontend Engineer",
      date: "Mar 2020 - Present",
      bullets: [
        "Built a React design system used by 40 teams",
        "Migrated 12 services to K8s, cutting hosting costs by 30%",
      ],
    },
    {
      id: "exp-stc",
      company: "STC",
      position: "Web Developer",
      date: "Jan 2017 - Feb 2020",
      bullets: ["Developed Node.js APIs on Postgres"],
    },
  ],
  skills: [{ id: "skill-web", name: "Web", keywords: ["JS", "TS", "React", "GraphQL"] }],
};

const list = (bullets: string[]) => `<ul>${bullets.map((bullet) => `<li><p>${bullet}</p></li>`).join("")}</ul>`;

/** A new resume of "Sam Taylor" with these facts (through the API), in `locale`. */
export async function resumeWithFacts(
  page: Page,
  facts: ResumeFacts,
  { title, locale = "en-US" }: { title: string; locale?: string },
): Promise<string> {
  const resume = await createResume(page, { title, name: "Sam Taylor" });
  const data = structuredClone(resume.data) as unknown as Record<string, Record<string, unknown>> & {
    sections: Record<string, Record<string, unknown>>;
  };
  data.basics = { ...data.basics, ...facts.basics };
  data.metadata = { ...data.metadata, locale };
  data.sections.summary = { ...data.sections.summary, content: `<p>${facts.summary}</p>` };
  data.sections.experience = {
    ...data.sections.experience,
    items: facts.experience.map(({ bullets, ...job }) => ({ ...job, visible: true, summary: list(bullets) })),
  };
  data.sections.skills = {
    ...data.sections.skills,
    items: facts.skills.map((skill) => ({ ...skill, visible: true })),
  };
  await saveResumeData(page, resume, data);
  return resume.id;
}

export async function remainingTokens(page: Page): Promise<number> {
  return (await summary(page.request)).remaining;
}
