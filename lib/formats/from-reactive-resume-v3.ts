import "server-only";
import { createDefaultResumeData, type ItemSectionId, type ResumeData } from "@/core/resume/schema";
import { addCustomSection } from "./add-custom-section";
import { importError } from "./import-error";
import { isRecord } from "./read-json";
import { readItems, readSections, type ItemFields } from "./section-items";
import { formatPeriod, plainTextToHtml, readAddress, readRecords, readStrings, readText, readUrl } from "./text";

// Reactive Resume v3 exports: sections.<id>.items with date {start, end}, markdown summaries (kept
// as text paragraphs) and levelNum 0-10, which becomes the 0-5 level halved and rounded down (spec §5).

type V3Item = Record<string, unknown>;

const record = (value: unknown): V3Item => (isRecord(value) ? value : {});
const items = (sections: V3Item, id: string) => readRecords(record(sections[id]).items);
const period = (item: V3Item) => {
  const date = record(item.date);
  return formatPeriod(readText(date, "start"), readText(date, "end"));
};
/** Reads the first of `keys` that an item has as text. */
function text(...keys: string[]) {
  return (item: V3Item) => readText(item, ...keys);
}
const summary = (item: V3Item) => plainTextToHtml(readText(item, "summary"));
const keywords = (item: V3Item) => readStrings(item.keywords);
const link = (item: V3Item) => ({ label: "", href: readUrl(item, "url") });
const halvedLevel = (item: V3Item) => {
  const levelNum = typeof item.levelNum === "number" && Number.isFinite(item.levelNum) ? item.levelNum : 0;
  return Math.min(5, Math.max(0, Math.floor(levelNum / 2)));
};

/** The built-in sections a v3 file has, each under its own id but experience, which v3 calls "work". */
type V3Section = Exclude<ItemSectionId, "profiles" | "hobbies" | "signature">;

/** How each of their items reads from a v3 item. */
const v3Sections: { [Id in V3Section]: ItemFields<Id, V3Item> } = {
  experience: { company: text("name"), position: text("position"), date: period, summary, url: link },
  education: {
    institution: text("institution"),
    studyType: text("degree"),
    area: text("area"),
    score: text("score"),
    date: period,
    summary: (item) => plainTextToHtml(readText(item, "summary"), readStrings(item.courses)),
    url: link,
  },
  awards: { title: text("title"), awarder: text("awarder"), date: text("date"), summary, url: link },
  certifications: { name: text("name"), issuer: text("issuer"), date: text("date"), summary, url: link },
  volunteer: { organization: text("organization"), position: text("position"), date: period, summary, url: link },
  projects: { name: text("name"), description: text("description"), date: period, summary, keywords, url: link },
  publications: { name: text("name"), publisher: text("publisher"), date: text("date"), summary, url: link },
  skills: { name: text("name"), description: text("level"), level: halvedLevel, keywords },
  languages: { name: text("name"), description: text("level"), level: halvedLevel },
  interests: { name: text("name"), keywords },
  references: {
    name: text("name"),
    description: text("relationship"),
    summary: (item) =>
      plainTextToHtml(
        [readText(item, "phone"), readText(item, "email"), readText(item, "summary")].filter(Boolean).join("\n"),
      ),
  },
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
  data.sections.profiles.items = readItems("profiles", readRecords(basics.profiles), {
    network: text("network"),
    username: text("username"),
    icon: (item) =>
      readText(item, "network")
        .toLowerCase()
        .replace(/[^a-z0-9]/g, ""),
    url: link,
  });
  readSections(data, v3Sections, (id) => items(sections, id === "experience" ? "work" : id));

  // v3 custom sections are sections of type "custom" under any other key.
  for (const [key, value] of Object.entries(sections)) {
    const section = record(value);
    if (section.type !== "custom") continue;
    addCustomSection(data, {
      name: readText(section, "name") || key,
      columns: Math.min(5, Math.max(1, typeof section.columns === "number" ? Math.floor(section.columns) : 1)),
      visible: section.visible !== false,
      items: readItems("custom", readRecords(section.items), {
        name: text("title", "name"),
        description: text("subtitle"),
        date: period,
        summary,
        keywords,
        url: link,
      }),
    });
  }
  return data;
}
