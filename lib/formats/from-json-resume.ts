import "server-only";
import { createDefaultResumeData, createSectionItem, type ResumeData } from "@/core/resume/schema";
import { addCustomSection } from "./add-custom-section";
import { importError } from "./import-error";
import { isRecord } from "./read-json";
import {
  formatPeriod,
  levelFromWords,
  plainTextToHtml,
  readAddress,
  readRecords,
  readStrings,
  readText,
  readUrl,
} from "./text";

// JSON Resume (jsonresume.org, schema 1.0 and the older 0.x names: company, website, gpa, picture).
// Fields the product has no place for are listed in a custom section named "Other details", so
// that nothing is dropped without the user seeing it.

const isoDate = /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/;

/** Fields read per part; anything else ends up in "Other details". */
const knownFields: Record<string, string[]> = {
  basics: ["name", "label", "image", "picture", "email", "phone", "url", "website", "summary", "location", "profiles"],
  work: [
    "name",
    "company",
    "position",
    "url",
    "website",
    "startDate",
    "endDate",
    "summary",
    "highlights",
    "location",
    "description",
  ],
  volunteer: ["organization", "position", "url", "website", "startDate", "endDate", "summary", "highlights"],
  education: ["institution", "url", "area", "studyType", "startDate", "endDate", "score", "gpa", "courses"],
  awards: ["title", "date", "awarder", "summary"],
  certificates: ["name", "date", "url", "issuer"],
  publications: ["name", "publisher", "releaseDate", "url", "website", "summary"],
  skills: ["name", "level", "keywords"],
  languages: ["language", "name", "fluency"],
  interests: ["name", "keywords"],
  references: ["name", "reference"],
  projects: ["name", "startDate", "endDate", "description", "highlights", "url", "keywords", "roles", "entity", "type"],
};
const topLevelFields = new Set([...Object.keys(knownFields), "$schema", "meta"]);

/** `otherDetailsName`: the heading of the section that lists unknown fields, in the user's language. */
export function fromJsonResume(input: unknown, { otherDetailsName = "Other details" } = {}): ResumeData {
  if (!isRecord(input)) throw importError("notAnObject");
  const data = createDefaultResumeData();
  const leftovers: { place: string; value: unknown }[] = [];
  const date = (record: Record<string, unknown>, key: string, place: string) => {
    const value = readText(record, key);
    if (value !== "" && !isoDate.test(value)) throw importError("invalidDate", `${place}.${key}`);
    return value;
  };
  const period = (record: Record<string, unknown>, place: string) =>
    formatPeriod(date(record, "startDate", place), date(record, "endDate", place));
  const entries = (part: string) =>
    readRecords(input[part]).map((record, index) => {
      const place = `${part}[${index}]`;
      for (const [key, value] of Object.entries(record))
        if (!knownFields[part]!.includes(key)) leftovers.push({ place: `${place}.${key}`, value });
      return { record, place };
    });

  const basics = isRecord(input.basics) ? input.basics : {};
  for (const [key, value] of Object.entries(basics))
    if (!knownFields.basics!.includes(key)) leftovers.push({ place: `basics.${key}`, value });
  // Some older files give the location as one line of text.
  const location = isRecord(basics.location) ? basics.location : { address: basics.location };
  Object.assign(data.basics, {
    name: readText(basics, "name"),
    headline: readText(basics, "label"),
    email: readText(basics, "email"),
    phone: readText(basics, "phone"),
    location: readAddress(location, "countryCode"),
    url: { label: "", href: readUrl(basics, "url", "website") },
  });
  data.basics.picture.url = readText(basics, "image", "picture");
  data.sections.summary.content = plainTextToHtml(readText(basics, "summary"));
  data.sections.profiles.items = readRecords(basics.profiles).map((profile) => {
    const url = readUrl(profile, "url");
    return {
      ...createSectionItem("profiles"),
      network: readText(profile, "network"),
      username: readText(profile, "username") || url.replace(/\/+$/, "").split("/").pop() || "",
      icon: readText(profile, "network")
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ""),
      url: { label: "", href: url },
    };
  });

  data.sections.experience.items = entries("work").map(({ record, place }) => ({
    ...createSectionItem("experience"),
    company: readText(record, "name", "company"),
    position: readText(record, "position"),
    location: readText(record, "location"),
    date: period(record, place),
    summary: plainTextToHtml(
      [readText(record, "description"), readText(record, "summary")].filter(Boolean).join("\n"),
      readStrings(record.highlights),
    ),
    url: { label: "", href: readUrl(record, "url", "website") },
  }));
  data.sections.volunteer.items = entries("volunteer").map(({ record, place }) => ({
    ...createSectionItem("volunteer"),
    organization: readText(record, "organization"),
    position: readText(record, "position"),
    date: period(record, place),
    summary: plainTextToHtml(readText(record, "summary"), readStrings(record.highlights)),
    url: { label: "", href: readUrl(record, "url", "website") },
  }));
  data.sections.education.items = entries("education").map(({ record, place }) => ({
    ...createSectionItem("education"),
    institution: readText(record, "institution"),
    studyType: readText(record, "studyType"),
    area: readText(record, "area"),
    score: readText(record, "score", "gpa"),
    date: period(record, place),
    summary: plainTextToHtml("", readStrings(record.courses)),
    url: { label: "", href: readUrl(record, "url") },
  }));
  data.sections.awards.items = entries("awards").map(({ record, place }) => ({
    ...createSectionItem("awards"),
    title: readText(record, "title"),
    awarder: readText(record, "awarder"),
    date: date(record, "date", place),
    summary: plainTextToHtml(readText(record, "summary")),
  }));
  data.sections.certifications.items = entries("certificates").map(({ record, place }) => ({
    ...createSectionItem("certifications"),
    name: readText(record, "name"),
    issuer: readText(record, "issuer"),
    date: date(record, "date", place),
    url: { label: "", href: readUrl(record, "url") },
  }));
  data.sections.publications.items = entries("publications").map(({ record, place }) => ({
    ...createSectionItem("publications"),
    name: readText(record, "name"),
    publisher: readText(record, "publisher"),
    date: date(record, "releaseDate", place),
    summary: plainTextToHtml(readText(record, "summary")),
    url: { label: "", href: readUrl(record, "url", "website") },
  }));
  data.sections.skills.items = entries("skills").map(({ record }) => ({
    ...createSectionItem("skills"),
    name: readText(record, "name"),
    description: readText(record, "level"),
    level: levelFromWords(readText(record, "level")),
    keywords: readStrings(record.keywords),
  }));
  data.sections.languages.items = entries("languages").map(({ record }) => ({
    ...createSectionItem("languages"),
    name: readText(record, "language", "name"),
    description: readText(record, "fluency"),
    level: levelFromWords(readText(record, "fluency")),
  }));
  data.sections.interests.items = entries("interests").map(({ record }) => ({
    ...createSectionItem("interests"),
    name: readText(record, "name"),
    keywords: readStrings(record.keywords),
  }));
  data.sections.references.items = entries("references").map(({ record }) => ({
    ...createSectionItem("references"),
    name: readText(record, "name"),
    summary: plainTextToHtml(readText(record, "reference")),
  }));
  data.sections.projects.items = entries("projects").map(({ record, place }) => ({
    ...createSectionItem("projects"),
    name: readText(record, "name"),
    description: [
      readText(record, "description"),
      readStrings(record.roles).join(", "),
      readText(record, "entity"),
      readText(record, "type"),
    ]
      .filter(Boolean)
      .join(" · "),
    date: period(record, place),
    summary: plainTextToHtml("", readStrings(record.highlights)),
    keywords: readStrings(record.keywords),
    url: { label: "", href: readUrl(record, "url") },
  }));

  for (const [key, value] of Object.entries(input)) if (!topLevelFields.has(key)) leftovers.push({ place: key, value });
  if (leftovers.length > 0) addOtherDetails(data, leftovers, otherDetailsName);
  return data;
}

/** Unknown fields, shown as a custom section: each one's place in the file and its value as text. */
function addOtherDetails(data: ResumeData, leftovers: { place: string; value: unknown }[], name: string) {
  addCustomSection(data, {
    name,
    items: leftovers.map(({ place, value }) => ({
      ...createSectionItem("custom"),
      name: place,
      description: typeof value === "string" ? value : JSON.stringify(value),
    })),
  });
}
