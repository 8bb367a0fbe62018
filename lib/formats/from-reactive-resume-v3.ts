import "server-only";
import { createDefaultResumeData, createSectionItem, type ResumeData } from "@/core/resume/schema";
import { addCustomSection } from "./add-custom-section";
import { importError } from "./import-error";
import { isRecord } from "./read-json";
import { formatPeriod, plainTextToHtml, readAddress, readRecords, readStrings, readText, readUrl } from "./text";

// Reactive Resume v3 exports: sections.<id>.items with date {start, end}, markdown summaries (kept
// as text paragraphs) and levelNum 0-10, which becomes the 0-5 level halved and rounded down (spec §5).

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const items = (sections: Record<string, unknown>, id: string) => readRecords(record(sections[id]).items);
const period = (item: Record<string, unknown>) => {
  const date = record(item.date);
  return formatPeriod(readText(date, "start"), readText(date, "end"));
};
const link = (item: Record<string, unknown>) => ({ label: "", href: readUrl(item, "url") });
const halvedLevel = (item: Record<string, unknown>) => {
  const levelNum = typeof item.levelNum === "number" && Number.isFinite(item.levelNum) ? item.levelNum : 0;
  return Math.min(5, Math.max(0, Math.floor(levelNum / 2)));
};

export function fromReactiveResumeV3(input: unknown): ResumeData {
  if (!isRecord(input)) throw importError("notAnObject");
  const data = createDefaultResumeData();
  const basics = record(input.basics);
  const sections = record(input.sections);
  const location = record(basics.location);

  Object.assign(data.basics, {
    name: readText(basics, "name"),
    headline: readText(basics, "headline", "label"),
    email: readText(basics, "email"),
    phone: readText(basics, "phone"),
    location: readAddress(location, "country"),
    url: { label: "", href: readUrl(basics, "website") },
    dateOfBirth: readText(basics, "birthdate"),
  });
  data.basics.picture.url = readText(record(basics.photo), "url");
  data.sections.summary.content = plainTextToHtml(readText(basics, "summary"));
  data.sections.profiles.items = readRecords(basics.profiles).map((item) => ({
    ...createSectionItem("profiles"),
    network: readText(item, "network"),
    username: readText(item, "username"),
    icon: readText(item, "network")
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ""),
    url: link(item),
  }));
  data.sections.experience.items = items(sections, "work").map((item) => ({
    ...createSectionItem("experience"),
    company: readText(item, "name"),
    position: readText(item, "position"),
    date: period(item),
    summary: plainTextToHtml(readText(item, "summary")),
    url: link(item),
  }));
  data.sections.education.items = items(sections, "education").map((item) => ({
    ...createSectionItem("education"),
    institution: readText(item, "institution"),
    studyType: readText(item, "degree"),
    area: readText(item, "area"),
    score: readText(item, "score"),
    date: period(item),
    summary: plainTextToHtml(readText(item, "summary"), readStrings(item.courses)),
    url: link(item),
  }));
  data.sections.awards.items = items(sections, "awards").map((item) => ({
    ...createSectionItem("awards"),
    title: readText(item, "title"),
    awarder: readText(item, "awarder"),
    date: readText(item, "date"),
    summary: plainTextToHtml(readText(item, "summary")),
    url: link(item),
  }));
  data.sections.certifications.items = items(sections, "certifications").map((item) => ({
    ...createSectionItem("certifications"),
    name: readText(item, "name"),
    issuer: readText(item, "issuer"),
    date: readText(item, "date"),
    summary: plainTextToHtml(readText(item, "summary")),
    url: link(item),
  }));
  data.sections.volunteer.items = items(sections, "volunteer").map((item) => ({
    ...createSectionItem("volunteer"),
    organization: readText(item, "organization"),
    position: readText(item, "position"),
    date: period(item),
    summary: plainTextToHtml(readText(item, "summary")),
    url: link(item),
  }));
  data.sections.projects.items = items(sections, "projects").map((item) => ({
    ...createSectionItem("projects"),
    name: readText(item, "name"),
    description: readText(item, "description"),
    date: period(item),
    summary: plainTextToHtml(readText(item, "summary")),
    keywords: readStrings(item.keywords),
    url: link(item),
  }));
  data.sections.publications.items = items(sections, "publications").map((item) => ({
    ...createSectionItem("publications"),
    name: readText(item, "name"),
    publisher: readText(item, "publisher"),
    date: readText(item, "date"),
    summary: plainTextToHtml(readText(item, "summary")),
    url: link(item),
  }));
  data.sections.skills.items = items(sections, "skills").map((item) => ({
    ...createSectionItem("skills"),
    name: readText(item, "name"),
    description: readText(item, "level"),
    level: halvedLevel(item),
    keywords: readStrings(item.keywords),
  }));
  data.sections.languages.items = items(sections, "languages").map((item) => ({
    ...createSectionItem("languages"),
    name: readText(item, "name"),
    description: readText(item, "level"),
    level: halvedLevel(item),
  }));
  data.sections.interests.items = items(sections, "interests").map((item) => ({
    ...createSectionItem("interests"),
    name: readText(item, "name"),
    keywords: readStrings(item.keywords),
  }));
  data.sections.references.items = items(sections, "references").map((item) => ({
    ...createSectionItem("references"),
    name: readText(item, "name"),
    description: readText(item, "relationship"),
    summary: plainTextToHtml(
      [readText(item, "phone"), readText(item, "email"), readText(item, "summary")].filter(Boolean).join("\n"),
    ),
  }));

  // v3 custom sections are sections of type "custom" under any other key.
  for (const [key, value] of Object.entries(sections)) {
    const section = record(value);
    if (section.type !== "custom") continue;
    addCustomSection(data, {
      name: readText(section, "name") || key,
      columns: Math.min(5, Math.max(1, typeof section.columns === "number" ? Math.floor(section.columns) : 1)),
      visible: section.visible !== false,
      items: readRecords(section.items).map((item) => ({
        ...createSectionItem("custom"),
        name: readText(item, "title", "name"),
        description: readText(item, "subtitle"),
        date: period(item),
        summary: plainTextToHtml(readText(item, "summary")),
        keywords: readStrings(item.keywords),
        url: link(item),
      })),
    });
  }
  return data;
}
