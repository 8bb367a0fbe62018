import sanitizeHtml from "sanitize-html";
import { htmlToPlainText } from "@/core/utils/plain-text";
import type { ResumeData } from "@/core/resume/schema";
import { tokenize } from "./normalize";

/*
 * The resume as a flat list of quotable pieces: every visible field, rich text split into its
 * paragraphs and list items, each with the place it came from (section, item id, field path) so
 * a match can quote it and the builder can open it.
 */

export type Placement = "headline" | "summary" | "experience" | "skills" | "education" | "other";

export type ResumeField = {
  section: string;
  itemId: string | null;
  /** Path in the resume data, e.g. sections.experience.items[1].summary. */
  path: string;
  /** The text as the user wrote it (one paragraph or list item of rich text). */
  text: string;
  words: string[];
  placement: Placement;
  /** A line of a job or project description (what action verbs and numbers are checked on). */
  isBullet: boolean;
};

const blockTags = new Set(["p", "li", "h1", "h2", "h3", "blockquote", "br", "ul", "ol", "div"]);

/** The paragraphs and list items of rich text, as plain text (sanitize-html's parser, no markup kept). */
export function richTextBlocks(html: string): string[] {
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    const text = htmlToPlainText(current);
    if (text) blocks.push(text);
    current = "";
  };
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    onOpenTag: (name) => {
      if (blockTags.has(name)) flush();
    },
    onCloseTag: (name) => {
      if (blockTags.has(name)) flush();
    },
    textFilter: (text) => {
      // The text arrives escaped; htmlToPlainText decodes it again.
      current += text;
      return "";
    },
  });
  flush();
  return blocks;
}

type Collector = (input: Omit<ResumeField, "words">) => void;
type RichCollector = (html: string, input: Omit<ResumeField, "words" | "text">) => void;

function placementOf(section: string): Placement {
  if (section === "summary") return "summary";
  if (section === "experience" || section === "projects" || section === "volunteer") return "experience";
  if (section === "skills" || section === "certifications" || section === "languages") return "skills";
  if (section === "education") return "education";
  return "other";
}

type AnyItem = Record<string, unknown> & { id: string; visible: boolean };

const plainFields = [
  "name",
  "position",
  "company",
  "institution",
  "studyType",
  "area",
  "issuer",
  "awarder",
  "description",
  "publisher",
  "organization",
  "network",
  "username",
  "location",
  "date",
];

function collectItems(
  add: Collector,
  addRich: RichCollector,
  section: string,
  basePath: string,
  items: readonly AnyItem[],
) {
  const placement = placementOf(section);
  items.forEach((item, index) => {
    if (!item.visible) return;
    const path = `${basePath}.items[${index}]`;
    for (const field of plainFields) {
      const value = item[field];
      if (typeof value === "string" && value.trim())
        add({ section, itemId: item.id, path: `${path}.${field}`, text: value.trim(), placement, isBullet: false });
    }
    const keywords = item.keywords;
    if (Array.isArray(keywords)) {
      keywords.forEach((keyword, keywordIndex) => {
        if (typeof keyword === "string" && keyword.trim())
          add({
            section,
            itemId: item.id,
            path: `${path}.keywords[${keywordIndex}]`,
            text: keyword.trim(),
            placement,
            isBullet: false,
          });
      });
    }
    if (typeof item.summary === "string") {
      const bullet = section === "experience" || section === "projects" || section === "volunteer";
      addRich(item.summary, { section, itemId: item.id, path: `${path}.summary`, placement, isBullet: bullet });
    }
  });
}

/** Every visible, quotable piece of the resume, headline and summary first. */
export function resumeFields(resume: ResumeData): ResumeField[] {
  // Plain fields are kept in order; a rich text leaves a slot that its blocks fill after one parse.
  const slots: (ResumeField | { html: string; input: Omit<ResumeField, "words" | "text"> })[] = [];
  const add: Collector = (input) => slots.push({ ...input, words: tokenize(input.text) });
  const addRich: RichCollector = (html, input) => {
    if (html.trim()) slots.push({ html, input });
  };
  const { basics, sections } = resume;
  if (basics.headline.trim())
    add({
      section: "basics",
      itemId: null,
      path: "basics.headline",
      text: basics.headline.trim(),
      placement: "headline",
      isBullet: false,
    });
  if (sections.summary.visible)
    addRich(sections.summary.content, {
      section: "summary",
      itemId: null,
      path: "sections.summary.content",
      placement: "summary",
      isBullet: false,
    });
  const order = [
    "skills",
    "experience",
    "projects",
    "certifications",
    "education",
    "languages",
    "volunteer",
    "awards",
    "publications",
    "interests",
    "references",
    "profiles",
  ] as const;
  for (const id of order) {
    const section = sections[id];
    if (!section.visible) continue;
    collectItems(add, addRich, id, `sections.${id}`, section.items as unknown as AnyItem[]);
  }
  for (const [id, section] of Object.entries(sections.custom)) {
    if (!section.visible) continue;
    collectItems(add, addRich, `custom.${id}`, `sections.custom.${id}`, section.items as unknown as AnyItem[]);
  }
  const fields: ResumeField[] = [];
  for (const slot of slots) {
    if (!("html" in slot)) {
      fields.push(slot);
      continue;
    }
    for (const text of richTextBlocks(slot.html)) fields.push({ ...slot.input, text, words: tokenize(text) });
  }
  return fields;
}
