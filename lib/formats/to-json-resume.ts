import "server-only";
import type { ResumeData } from "@/core/resume/schema";
import { htmlToPlainText } from "@/core/utils/plain-text";
import { splitPeriod } from "./text";

// Export to JSON Resume 1.0. What it cannot hold (design, custom sections, hobbies, signature,
// personal details) stays only in the product's own JSON.

const isoDate = /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/;

/** The period's ends, each kept only when it is a date JSON Resume accepts. */
function dates(period: string) {
  const { start, end } = splitPeriod(period);
  return { ...(isoDate.test(start) ? { startDate: start } : {}), ...(isoDate.test(end) ? { endDate: end } : {}) };
}

/** A single date, kept only when JSON Resume accepts it. */
const isoDateOrEmpty = (date: string) => (isoDate.test(date) ? date : "");

/** Paragraphs as text and list items as highlights, as JSON Resume separates them. */
function textAndHighlights(html: string) {
  const highlights = [...html.matchAll(/<li>(.*?)<\/li>/gs)].map((match) => htmlToPlainText(match[1]!)).filter(Boolean);
  const text = [...html.replace(/<ul>.*?<\/ul>|<ol>.*?<\/ol>/gs, "").matchAll(/<p>(.*?)<\/p>/gs)]
    .map((match) => htmlToPlainText(match[1]!))
    .filter(Boolean)
    .join("\n");
  return { text, highlights };
}

const compact = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(
    Object.entries(record).filter(
      ([, value]) => value !== "" && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );

/** A section's visible items as JSON Resume entries, without their empty fields. */
const entries = <Item extends { visible: boolean }>(items: Item[], toEntry: (item: Item) => Record<string, unknown>) =>
  items.filter((item) => item.visible).map((item) => compact(toEntry(item)));

export function toJsonResume(data: ResumeData): Record<string, unknown> {
  const { basics, sections } = data;
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: compact({
      name: basics.name,
      label: basics.headline,
      image: basics.picture.url,
      email: basics.email,
      phone: basics.phone,
      url: basics.url.href,
      summary: textAndHighlights(sections.summary.content).text,
      location: basics.location ? { address: basics.location } : undefined,
      profiles: entries(sections.profiles.items, (item) => ({
        network: item.network,
        username: item.username,
        url: item.url.href,
      })),
    }),
    work: entries(sections.experience.items, (item) => {
      const { text, highlights } = textAndHighlights(item.summary);
      return {
        name: item.company,
        position: item.position,
        location: item.location,
        url: item.url.href,
        ...dates(item.date),
        summary: text,
        highlights,
      };
    }),
    volunteer: entries(sections.volunteer.items, (item) => {
      const { text, highlights } = textAndHighlights(item.summary);
      return {
        organization: item.organization,
        position: item.position,
        url: item.url.href,
        ...dates(item.date),
        summary: text,
        highlights,
      };
    }),
    education: entries(sections.education.items, (item) => ({
      institution: item.institution,
      url: item.url.href,
      area: item.area,
      studyType: item.studyType,
      ...dates(item.date),
      score: item.score,
      courses: textAndHighlights(item.summary).highlights,
    })),
    awards: entries(sections.awards.items, (item) => ({
      title: item.title,
      date: isoDateOrEmpty(item.date),
      awarder: item.awarder,
      summary: textAndHighlights(item.summary).text,
    })),
    certificates: entries(sections.certifications.items, (item) => ({
      name: item.name,
      date: isoDateOrEmpty(item.date),
      issuer: item.issuer,
      url: item.url.href,
    })),
    publications: entries(sections.publications.items, (item) => ({
      name: item.name,
      publisher: item.publisher,
      releaseDate: isoDateOrEmpty(item.date),
      url: item.url.href,
      summary: textAndHighlights(item.summary).text,
    })),
    skills: entries(sections.skills.items, (item) => ({
      name: item.name,
      level: item.description,
      keywords: item.keywords,
    })),
    languages: entries(sections.languages.items, (item) => ({ language: item.name, fluency: item.description })),
    interests: entries(sections.interests.items, (item) => ({ name: item.name, keywords: item.keywords })),
    references: entries(sections.references.items, (item) => ({
      name: item.name,
      reference: textAndHighlights(item.summary).text,
    })),
    projects: entries(sections.projects.items, (item) => ({
      name: item.name,
      description: item.description,
      ...dates(item.date),
      highlights: textAndHighlights(item.summary).highlights,
      keywords: item.keywords,
      url: item.url.href,
    })),
    meta: { version: "v1.0.0", lastModified: new Date().toISOString().slice(0, 19) },
  };
}
