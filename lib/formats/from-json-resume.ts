import "server-only";
import { createDefaultResumeData, createSectionItem, type ItemSectionId, type ResumeData } from "@/core/resume/schema";
import { addCustomSection } from "./add-custom-section";
import { importError } from "./import-error";
import { isRecord } from "./read-json";
import { readSections, type ItemFields } from "./section-items";
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

/** An item of one of the file's parts, and its place in the file ("work[2]") for error messages. */
type Entry = { record: Record<string, unknown>; place: string };

/** Reads the first of `keys` that an entry has as text. */
function text(...keys: string[]) {
  return ({ record }: Entry) => readText(record, ...keys);
}
/** Reads a date under `key`: empty or ISO 8601 (YYYY, YYYY-MM or YYYY-MM-DD); any other value refuses the file. */
function date(key: string) {
  return ({ record, place }: Entry) => {
    const value = readText(record, key);
    if (value !== "" && !isoDate.test(value)) throw importError("invalidDate", `${place}.${key}`);
    return value;
  };
}
const period = (entry: Entry) => formatPeriod(date("startDate")(entry), date("endDate")(entry));
function link(...keys: string[]) {
  return ({ record }: Entry) => ({ label: "", href: readUrl(record, ...keys) });
}
const summary = ({ record }: Entry) => plainTextToHtml(readText(record, "summary"));
const keywords = ({ record }: Entry) => readStrings(record.keywords);

/** The built-in sections a JSON Resume fills, each from the part of the file named like it but these two. */
type JsonResumeSection = Exclude<ItemSectionId, "profiles" | "hobbies" | "signature">;
const partNames: Partial<Record<JsonResumeSection, string>> = { experience: "work", certifications: "certificates" };

/** How each of their items reads from an item of the file, in the order the parts are read. */
const jsonResumeSections: { [Id in JsonResumeSection]: ItemFields<Id, Entry> } = {
  experience: {
    company: text("name", "company"),
    position: text("position"),
    location: text("location"),
    date: period,
    summary: ({ record }) =>
      plainTextToHtml(
        [readText(record, "description"), readText(record, "summary")].filter(Boolean).join("\n"),
        readStrings(record.highlights),
      ),
    url: link("url", "website"),
  },
  volunteer: {
    organization: text("organization"),
    position: text("position"),
    date: period,
    summary: ({ record }) => plainTextToHtml(readText(record, "summary"), readStrings(record.highlights)),
    url: link("url", "website"),
  },
  education: {
    institution: text("institution"),
    studyType: text("studyType"),
    area: text("area"),
    score: text("score", "gpa"),
    date: period,
    summary: ({ record }) => plainTextToHtml("", readStrings(record.courses)),
    url: link("url"),
  },
  awards: { title: text("title"), awarder: text("awarder"), date: date("date"), summary },
  certifications: { name: text("name"), issuer: text("issuer"), date: date("date"), url: link("url") },
  publications: {
    name: text("name"),
    publisher: text("publisher"),
    date: date("releaseDate"),
    summary,
    url: link("url", "website"),
  },
  skills: {
    name: text("name"),
    description: text("level"),
    level: ({ record }) => levelFromWords(readText(record, "level")),
    keywords,
  },
  languages: {
    name: text("language", "name"),
    description: text("fluency"),
    level: ({ record }) => levelFromWords(readText(record, "fluency")),
  },
  interests: { name: text("name"), keywords },
  references: { name: text("name"), summary: ({ record }) => plainTextToHtml(readText(record, "reference")) },
  projects: {
    name: text("name"),
    description: ({ record }) =>
      [
        readText(record, "description"),
        readStrings(record.roles).join(", "),
        readText(record, "entity"),
        readText(record, "type"),
      ]
        .filter(Boolean)
        .join(" · "),
    date: period,
    summary: ({ record }) => plainTextToHtml("", readStrings(record.highlights)),
    keywords,
    url: link("url"),
  },
};

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
  const entries = (part: string) =>
    readRecords(input[part]).map((record, index): Entry => {
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

  readSections(data, jsonResumeSections, (id) => entries(partNames[id] ?? id));

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
