import "server-only";
import { resumeFields } from "@/core/analysis/resume-fields";
import { linkedInLimits, type LinkedInNote } from "@/core/career/linkedin";
import type { ResumeData } from "@/core/resume/schema";
import { textWithBullets } from "@/lib/ai/offline/html-text";
import type { ComposeWords } from "./compose-words";

// The LinkedIn texts without a model: composed only from the resume's own data (DECISIONS.md
// "Offline AI"). The headline is the resume's title and top skills, the About its summary with the
// job bullets that carry a number, each job's text its description as plain lines with bullets. The
// only words added are the few fixed labels of careerTools.compose, in the resume's language.

export type LinkedInFacts = {
  headline: string;
  summary: string;
  experience: { id: string; position: string; company: string; location: string; date: string; text: string }[];
  projects: { name: string; description: string; text: string }[];
  skills: string[];
  education: { studyType: string; area: string; institution: string }[];
  certifications: string[];
  languages: string[];
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The resume's visible facts a LinkedIn profile can use, as plain text. */
export function linkedInFacts(data: ResumeData): LinkedInFacts {
  const { sections } = data;
  const visible = <T extends { visible: boolean }>(section: { visible: boolean; items: T[] }) =>
    section.visible ? section.items.filter((item) => item.visible) : [];
  // A skill group with keywords is its keywords ("Web": JS, React); a group without is its name.
  const skills = visible(sections.skills).flatMap((item) =>
    item.keywords.length ? item.keywords : item.name ? [item.name] : [],
  );
  return {
    headline: oneLine(data.basics.headline),
    summary: sections.summary.visible ? textWithBullets(sections.summary.content) : "",
    experience: visible(sections.experience).map((item) => ({
      id: item.id,
      position: oneLine(item.position),
      company: oneLine(item.company),
      location: oneLine(item.location),
      date: oneLine(item.date),
      text: textWithBullets(item.summary),
    })),
    projects: visible(sections.projects).map((item) => ({
      name: oneLine(item.name),
      description: oneLine(item.description),
      text: textWithBullets(item.summary),
    })),
    skills: [...new Set(skills.map(oneLine).filter(Boolean))],
    education: visible(sections.education).map((item) => ({
      studyType: oneLine(item.studyType),
      area: oneLine(item.area),
      institution: oneLine(item.institution),
    })),
    certifications: visible(sections.certifications).map((item) => oneLine(item.name)),
    languages: visible(sections.languages).map((item) => oneLine(item.name)),
  };
}

/** Everything the resume says, as the text the new-facts check compares a result with. */
export function resumeSourceText(data: ResumeData): string {
  return [data.basics.name, ...resumeFields(data).map((field) => field.text)].join("\n");
}

/** Cuts a text to `max` characters at a line, else a word, boundary, marking the cut with "…". */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const line = room.lastIndexOf("\n");
  if (line > max / 2) return room.slice(0, line).trimEnd();
  const space = room.lastIndexOf(" ");
  return `${(space > max / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

const bulletsOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("• "))
    .map((line) => line.slice(2));

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The headline: title | top skills (as many as fit), and the role the user is open to when given. */
export function composeHeadline(facts: LinkedInFacts, words: ComposeWords, targetRole?: string): string {
  const title = facts.headline || facts.experience[0]?.position || "";
  const openTo = targetRole && !sameText(targetRole, title) ? words.t("linkedin.openTo", { role: targetRole }) : "";
  for (let count = Math.min(5, facts.skills.length); count >= 0; count--) {
    const skills = facts.skills.slice(0, count).join(" · ");
    const headline = [title, skills, openTo].filter(Boolean).join(" | ");
    if (headline.length <= linkedInLimits.headline) return headline;
  }
  return clipText([title, openTo].filter(Boolean).join(" | "), linkedInLimits.headline);
}

/** The About: the summary, then up to four highlights (bullets with a number first), then the skills. */
export function composeAbout(facts: LinkedInFacts, words: ComposeWords): string {
  const bullets = [...facts.experience, ...facts.projects].flatMap((entry) => bulletsOf(entry.text));
  const measured = bullets.filter((bullet) => /\d/.test(bullet));
  const firsts = facts.experience.map((job) => bulletsOf(job.text)[0]).filter((bullet) => bullet !== undefined);
  const highlights = [...new Set(measured.length ? measured : firsts)].slice(0, 4);
  const skills = facts.skills.slice(0, 10);
  const paragraphs = (count: number) =>
    [
      facts.summary,
      count
        ? `${words.t("linkedin.highlights")}\n${highlights
            .slice(0, count)
            .map((bullet) => `• ${bullet}`)
            .join("\n")}`
        : "",
      skills.length ? words.t("linkedin.skills", { skills: skills.join(" · ") }) : "",
    ]
      .filter(Boolean)
      .join("\n\n");
  for (let count = highlights.length; count >= 0; count--) {
    const about = paragraphs(count);
    if (about.length <= linkedInLimits.about) return about;
  }
  return clipText(paragraphs(0), linkedInLimits.about);
}

/** Every LinkedIn text from the resume alone, and what the result lacks for want of data. */
export function composeLinkedInOffline(facts: LinkedInFacts, words: ComposeWords, targetRole?: string) {
  const notes: LinkedInNote[] = [];
  if (!facts.summary) notes.push("noSummary");
  if (facts.experience.length === 0) notes.push("noExperience");
  if (facts.skills.length === 0) notes.push("noSkills");
  if (!words.isOwnLanguage) notes.push("languageFallback");
  return {
    headline: composeHeadline(facts, words, targetRole),
    about: composeAbout(facts, words),
    experience: facts.experience.map((job) => ({ id: job.id, text: clipText(job.text, linkedInLimits.experience) })),
    notes,
  };
}
