import "server-only";
import {
  createDefaultResumeData,
  createId,
  createSectionItem,
  type ItemSectionId,
  type ResumeData,
  type SectionItemOf,
} from "@/core/resume/schema";
import { addCustomSection } from "../add-custom-section";
import { itemSections, readItems, type ItemFields } from "../section-items";
import { plainTextToHtml } from "../text";
import { foldHeading } from "./headings";
import type { Layout, Section } from "./layout";
import { wasLetterSpaced, type Segment } from "./segments";
import { findDate, findEmails, findPhones, findUrls, isDate } from "./patterns";

/*
 * The rules that turn a PDF's sections into resume data. Nothing is invented: every value is a
 * line (or part of a line) of the PDF, put where its place in the layout says it belongs; a line
 * no rule places stays in the text of the item or section it was found in.
 */

/** An entry of a section as laid out: a title line, what sits beside and under it, then its text. */
type Entry = {
  title: Segment;
  subtitle?: string;
  /** The line the subtitle was read from, when it was a whole line (to join its wrapped rest). */
  subtitleLine?: Segment;
  date?: string;
  location?: string;
  url?: string;
  /** Lines in the style of the section's body text (descriptions, bullets, keywords). */
  body: Segment[][];
  /** Other short lines of the entry's header no rule placed. */
  extra: string[];
};

const separators = /\s+[·•|]\s+/;

export function toResumeData(layout: Layout): ResumeData {
  const data = createDefaultResumeData();
  if (layout.rtl) data.metadata.locale = "ar-SA";
  readBasics(layout, data);
  const documentBody = dominantStyle(layout.sections.flatMap((section) => section.rows.flat()));
  const everything = [
    ...layout.preamble,
    ...layout.sections.flatMap((section) => [section.heading, ...section.rows.flat()]),
  ];
  for (const section of layout.sections) readSection(section, data, documentBody, everything);
  return data;
}

function readBasics({ preamble, firstPage, sections }: Layout, data: ResumeData): void {
  const headings = new Set(sections.map((section) => section.heading));
  const candidates = firstPage.filter((segment) => !headings.has(segment) && /\p{L}/u.test(segment.text));
  const nameSegment = candidates.reduce<Segment | undefined>(
    (largest, segment) => (!largest || segment.size > largest.size + 0.01 ? segment : largest),
    undefined,
  );
  // A name set over two lines ("Emily" over "Carter") continues right under it at the same size and
  // edge or centre (a monogram or a picture may stand beside it in between).
  const nameRest = nameSegment
    ? candidates.find(
        (segment) =>
          segment.y > nameSegment.y &&
          segment.y - nameSegment.y < 1.8 * nameSegment.size &&
          ((nameSegment.rtl ? Math.abs(segment.x1 - nameSegment.x1) < 2 : Math.abs(segment.x0 - nameSegment.x0) < 2) ||
            // a centred name
            Math.abs(segment.x0 + segment.x1 - nameSegment.x0 - nameSegment.x1) < 4) &&
          Math.abs(segment.size - nameSegment.size) < 0.5,
      )
    : undefined;
  if (nameSegment)
    data.basics.name = readName(nameSegment, firstPage) + (nameRest ? ` ${readName(nameRest, firstPage)}` : "");

  const contactSections = sections.filter((section) => section.kind === "contact");
  const header = [...preamble, ...contactSections.flatMap((section) => section.rows.flat())];
  const used = new Set<Segment>([nameSegment, nameRest].filter((segment) => segment !== undefined));
  const everything = [...header, ...sections.flatMap((section) => section.rows.flat())];
  const firstOf = <Value>(find: (text: string) => Value[], segments: Segment[]) => {
    for (const segment of segments) {
      const found = find(segment.text);
      if (found.length > 0) return { segment, value: found[0]! };
    }
    return undefined;
  };
  const email = firstOf(findEmails, header) ?? firstOf(findEmails, everything);
  if (email) {
    data.basics.email = email.value;
    used.add(email.segment);
  }
  const phone = firstOf(
    findPhones,
    header.filter((segment) => !isDate(segment.text)),
  );
  if (phone) {
    data.basics.phone = phone.value;
    used.add(phone.segment);
  }
  const url = firstOf(
    findUrls,
    header.filter((segment) => !used.has(segment)),
  );
  if (url) {
    data.basics.url = { label: url.value.printed, href: url.value.href };
    used.add(url.segment);
  }

  const rest = header.filter((segment) => !used.has(segment) && segment.page === 1);
  const afterName = nameSegment
    ? rest.filter((segment) => segment.y > nameSegment.y - 1 || segment.x0 !== nameSegment.x0)
    : rest;
  const headline = afterName.find(
    (segment) =>
      segment.size < (nameSegment?.size ?? Infinity) && !segment.text.includes(":") && !isContact(segment.text),
  );
  if (headline && headline.text.split(" ").length <= 14) {
    data.basics.headline = headline.text;
    used.add(headline);
  }
  for (const segment of rest) {
    if (used.has(segment)) continue;
    const labelled = /^([^:：]{1,40})[:：]\s*(.+)$/u.exec(segment.text);
    if (labelled) {
      data.basics.customFields.push({
        id: createId(),
        icon: "",
        name: labelled[1]!.trim(),
        value: labelled[2]!.trim(),
        isSocial: false,
      });
    } else if (
      !data.basics.location &&
      segment.text.split(" ").length <= 6 &&
      /[,،]/.test(segment.text) &&
      !isContact(segment.text)
    ) {
      data.basics.location = segment.text;
    } else if (!isContact(segment.text) && segment.text.length <= 80) {
      data.basics.customFields.push({ id: createId(), icon: "", name: "", value: segment.text, isSocial: false });
    }
  }
}

const isContact = (text: string) =>
  findEmails(text).length > 0 || findPhones(text).length > 0 || findUrls(text).length > 0;

/**
 * The name as printed. A letter-spaced name lost its word breaks in the text layer ("EMILYCARTER");
 * they come back from words the resume spells elsewhere (the email address, the website), and a
 * name set in capitals by the template's style reads in title case.
 */
function readName(segment: Segment, segments: Segment[]): string {
  let name = segment.text;
  if (wasLetterSpaced(segment)) {
    const vocabulary = new Set(
      segments
        .flatMap((other) => other.text.toLowerCase().split(/[^\p{L}]+/u))
        .filter((word) => word.length >= 2 && word.length < name.length),
    );
    name = segmentWords(name, vocabulary) ?? name;
  }
  if (/\p{Lu}/u.test(name) && name === name.toUpperCase() && /^[\p{Script=Latin}\s.'-]+$/u.test(name))
    name = name
      .toLowerCase()
      .replace(/(^|[\s'-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return name;
}

/**
 * "EMILYCARTER" into known words ("EMILY CARTER"), or undefined when the words do not cover it.
 * Letters are compared without their accents ("LUCÍA" is the "lucia" of an email address); one
 * stretch no known word covers (a surname spelled nowhere else) may stand between or around known
 * words as a word of its own, the shortest such stretch.
 */
function segmentWords(text: string, vocabulary: Set<string>): string | undefined {
  const bare = (word: string) => [...word].map((letter) => letter.normalize("NFD").replace(/\p{M}/gu, "")).join("");
  const letters = [...text];
  const folded = letters.map((letter) => bare(letter).toLowerCase());
  const known = new Set([...vocabulary].map(bare));
  type Split = { words: string[]; unknown: number };
  const better = (a: Split, b: Split | undefined) =>
    !b || a.unknown < b.unknown || (a.unknown === b.unknown && a.words.length < b.words.length);
  // best[end]: the best split of the letters before end, without and with the one unknown stretch.
  const best: [Split | undefined, Split | undefined][] = [[{ words: [], unknown: 0 }, undefined]];
  for (let end = 1; end <= letters.length; end += 1) {
    best[end] = [undefined, undefined];
    for (let start = 0; start < end; start += 1) {
      const word = letters.slice(start, end).join("");
      const isKnown = known.has(folded.slice(start, end).join(""));
      for (const withUnknown of [0, 1] as const) {
        const before = best[start]![withUnknown];
        if (!before) continue;
        if (isKnown) {
          const split = { words: [...before.words, word], unknown: before.unknown };
          if (better(split, best[end]![withUnknown])) best[end]![withUnknown] = split;
        } else if (withUnknown === 0 && end - start >= 2) {
          const split = { words: [...before.words, word], unknown: end - start };
          if (better(split, best[end]![1])) best[end]![1] = split;
        }
      }
    }
  }
  const [whole, withStretch] = best[letters.length]!;
  const words = whole ?? (withStretch && withStretch.words.length > 1 ? withStretch : undefined);
  return words && words.words.length > 1 ? words.words.join(" ") : undefined;
}

/** The section's own name, as printed; capitals set by the template's style read in title case. */
function sectionName(section: Section): string {
  const text = section.heading.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, "");
  if (/\p{Lu}/u.test(text) && text === text.toUpperCase()) return text.charAt(0) + text.slice(1).toLowerCase();
  return text;
}

/** The style with the most letters: the body text of the document, or of one section. */
function dominantStyle(segments: Segment[]): string | undefined {
  const counts = new Map<string, number>();
  for (const segment of segments) counts.set(segment.style, (counts.get(segment.style) ?? 0) + segment.text.length);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * A section's body style: the document's body text where the section has some, else the section's
 * own commonest style (a sidebar set smaller than the main column).
 */
function bodyStyleOf(section: Section, documentBody: string | undefined): string | undefined {
  const segments = section.rows.flat();
  if (documentBody && segments.some((segment) => segment.style === documentBody)) return documentBody;
  return dominantStyle(segments);
}

/**
 * The entries of a section: an entry opens with a line in the style of the section's first line
 * (its title style) once the entry before has more than a title; the lines in the section's body
 * style are the entry's text, the others (smaller, italic, set beside the title) its subtitle,
 * date, location and link.
 */
function readEntries(section: Section, documentBody: string | undefined, everything: Segment[]): Entry[] {
  const rows = section.rows;
  if (rows.length === 0) return [];
  const bodyStyle = bodyStyleOf(section, documentBody);
  joinWrappedDates(rows);
  const firstTitle = rows[0]!.find((segment) => !isDate(segment.text)) ?? rows[0]![0]!;
  const titleStyle = firstTitle.style;
  const flat = titleStyle === bodyStyle;
  const entries: Entry[] = [];
  let entry: Entry | undefined;
  // Entries set side by side in a grid (skill groups in columns): their titles share a row, and each
  // line under them belongs to the title whose column it starts in.
  let grid: Entry[] | undefined;
  const edge = (segment: Segment) => (segment.rtl ? segment.x1 : segment.x0);
  rows.forEach((row, index) => {
    const next = rows[index + 1] ?? [];
    const titles = row.filter((segment) => segment.style === titleStyle && !isDate(segment.text));
    if (
      !flat &&
      titles.length > 1 &&
      titles.length === row.length &&
      // Each title has a line under it starting in its column (within an em: a list may be indented).
      titles.every((title) =>
        next.some(
          (under) =>
            under.style !== titleStyle &&
            (title.rtl ? edge(title) - edge(under) : edge(under) - edge(title)) > -2 &&
            Math.abs(edge(under) - edge(title)) < title.size,
        ),
      )
    ) {
      grid = titles.map((title) => ({ title: withoutBullet(title), body: [], extra: [] }));
      entries.push(...grid);
      entry = grid.at(-1);
      return;
    }
    if (grid && !row.some((segment) => segment.style === titleStyle)) {
      for (const segment of row) {
        const owner =
          [...grid]
            .reverse()
            .find((candidate) =>
              segment.rtl ? edge(candidate.title) >= edge(segment) - 2 : edge(candidate.title) <= edge(segment) + 2,
            ) ?? grid[0]!;
        place(owner, [segment], bodyStyle, flat);
      }
      return;
    }
    grid = undefined;
    readRow(row);
  });
  return entries;

  function readRow(row: Segment[]): void {
    // The row's line in the title style leads it, wherever it stands (a place in a margin before it).
    const lead =
      row.find((segment) => !isDate(segment.text) && segment.style === titleStyle) ??
      row.find((segment) => !isDate(segment.text)) ??
      row[0]!;
    // A title wrapped over two lines: the next line, in the title's style and at its edge, with
    // nothing but a date or place beside it placed yet, continues it.
    if (
      entry &&
      !flat &&
      lead.style === titleStyle &&
      lead.page === entry.title.page &&
      !beside(entry, lead) &&
      entry.subtitle === undefined &&
      entry.body.length === 0 &&
      ((row.length === 1 && lead.row === entry.title.row + 1) || wrapsOnto(entry.title, lead, rows))
    ) {
      entry.title = { ...entry.title, text: `${entry.title.text} ${lead.text}`, row: lead.row, y: lead.y };
      place(
        entry,
        row.filter((segment) => segment !== lead),
        bodyStyle,
        flat,
      );
      return;
    }
    // A subtitle wrapped over two lines ("Marketing et management" over "de la marque"): the next
    // line, alone, in its style and at its edge, whose first word would not have fitted on it.
    const subtitleLine = entry?.subtitleLine;
    if (
      entry &&
      subtitleLine &&
      row.length === 1 &&
      entry.body.length === 0 &&
      lead.style === subtitleLine.style &&
      lead.style !== titleStyle &&
      lead.page === subtitleLine.page &&
      lead.y > subtitleLine.y &&
      !isDate(lead.text) &&
      findUrls(lead.text).length === 0 &&
      (subtitleLine.rtl ? Math.abs(lead.x1 - subtitleLine.x1) < 2 : Math.abs(lead.x0 - subtitleLine.x0) < 2) &&
      // The column's far edge from every line set at the subtitle's edge, not only the section's
      // (a section of short lines would make every next line look like a wrap).
      wrapsOnto(subtitleLine, lead, [
        ...rows,
        everything.filter(
          (segment) =>
            segment.page === subtitleLine.page &&
            (subtitleLine.rtl
              ? Math.abs(segment.x1 - subtitleLine.x1) < 2
              : Math.abs(segment.x0 - subtitleLine.x0) < 2),
        ),
      ])
    ) {
      entry.subtitle = `${entry.subtitle} ${lead.text}`;
      entry.subtitleLine = { ...subtitleLine, text: entry.subtitle, row: lead.row, y: lead.y };
      return;
    }
    // Roles nested under one employer: after the first role's date or text, a line alone in the
    // role's (subtitle's) style, at its edge, opens the next role under the same title.
    const role = entry?.subtitleLine;
    if (
      entry &&
      role &&
      !flat &&
      row.length === 1 &&
      lead.style === role.style &&
      lead.style !== titleStyle &&
      lead.style !== bodyStyle &&
      (entry.body.length > 0 || entry.date !== undefined) &&
      (role.rtl ? Math.abs(lead.x1 - role.x1) < 2 : Math.abs(lead.x0 - role.x0) < 2) &&
      !isDate(lead.text) &&
      findUrls(lead.text).length === 0
    ) {
      entry = { title: entry.title, body: [], extra: [] };
      entries.push(entry);
      place(entry, row, bodyStyle, flat);
      return;
    }
    const opens =
      lead.style === titleStyle &&
      (!entry ||
        flat ||
        entry.subtitle !== undefined ||
        entry.date !== undefined ||
        entry.body.length > 0 ||
        entry.location !== undefined);
    if (opens || !entry) {
      entry = { title: withoutBullet(lead), body: [], extra: [] };
      entries.push(entry);
      place(
        entry,
        row.filter((segment) => segment !== lead),
        bodyStyle,
        flat,
      );
    } else place(entry, row, bodyStyle, flat);
  }
}

function place(entry: Entry, row: Segment[], bodyStyle: string | undefined, flat: boolean): void {
  const bodyParts: Segment[] = [];
  // The segments aligned with the title first: the subtitle is under the title, not in a margin.
  const ordered = [...row].sort((a, b) => Number(beside(entry, a)) - Number(beside(entry, b)));
  ordered.forEach((segment, index) => {
    const text = segment.text;
    if (entry.date === undefined && isDate(text)) {
      entry.date = text;
      return;
    }
    const urls = findUrls(text);
    if (entry.url === undefined && urls.length === 1 && urls[0]!.printed === text) {
      entry.url = urls[0]!.href;
      return;
    }
    // A short line in body style right under the title, or beside a location, is the subtitle
    // (templates that set the job title like the text); a longer one when it is parts set apart by a
    // middle dot or a bar ("Máster universitario · Enfermería en Cuidados Críticos y Urgencias").
    const subtitleLike =
      entry.subtitle === undefined &&
      entry.body.length === 0 &&
      index === 0 &&
      (row.length > 1 ||
        ((text.length <= 60 || (separators.test(text) && text.length <= 100)) && !/[.!?。]$/u.test(text)));
    const body = segment.style === bodyStyle && !flat && !subtitleLike;
    if (!body || (flat && entry.body.length === 0)) {
      if (entry.date === undefined) {
        const found = findDate(text);
        if (found && found.rest.length < 60) {
          entry.date = found.date;
          if (found.rest) placeHeaderText(entry, found.rest, beside(entry, segment));
          return;
        }
      }
      if (!body && entry.body.length === 0) {
        placeHeaderText(entry, text, beside(entry, segment), segment);
        return;
      }
    }
    bodyParts.push(segment);
  });
  if (bodyParts.length > 0) entry.body.push(bodyParts);
}

/**
 * A period wrapped in a narrow margin ("May 2017 – Aug" over "2017") is one date again: a line that
 * is not a date on its own and becomes one with the line under it (same size, aligned at either edge;
 * the digits may be set in another font).
 */
function joinWrappedDates(rows: Segment[][]): void {
  for (let index = 0; index + 1 < rows.length; index += 1) {
    for (const top of rows[index]!) {
      if (isDate(top.text) || !/\d/.test(top.text)) continue;
      const next = rows[index + 1]!;
      const under = next.find(
        (segment) =>
          (Math.abs(segment.x0 - top.x0) < 2 || Math.abs(segment.x1 - top.x1) < 2) &&
          Math.abs(segment.size - top.size) < 0.5,
      );
      if (!under || !isDate(`${top.text} ${under.text}`)) continue;
      top.text = `${top.text} ${under.text}`;
      next.splice(next.indexOf(under), 1);
    }
  }
  for (let index = rows.length - 1; index >= 0; index -= 1) if (rows[index]!.length === 0) rows.splice(index, 1);
}

/**
 * Whether a line is the rest of a title (or subtitle) that did not fit on its first line: it follows
 * right under it, and its first word would not have fitted between the title and what stands
 * beside the title (a date) or the section's far edge.
 */
function wrapsOnto(title: Segment, line: Segment, rows: Segment[][]): boolean {
  if (line.y - title.y > 1.8 * title.size) return false;
  const words = line.text.split(" ");
  const wordWidth = ((line.x1 - line.x0) * [...words[0]!].length) / Math.max(1, [...line.text].length);
  const needed = wordWidth + 0.25 * title.size;
  const besideTitle = rows.flat().filter((segment) => segment.page === title.page && segment.row === title.row);
  if (title.rtl) {
    const limit = Math.max(
      ...besideTitle.filter((s) => s.x1 < title.x0).map((s) => s.x1),
      ...rows.flat().map((s) => s.x0),
    );
    return title.x0 - needed < limit + 0.5 * title.size;
  }
  const limit = Math.min(
    ...besideTitle.filter((s) => s.x0 > title.x1).map((s) => s.x0),
    ...rows.flat().map((s) => s.x1),
  );
  return title.x1 + needed > limit - 0.5 * title.size;
}

/** A title set as a list item ("• Forecasting") without its bullet. */
function withoutBullet(segment: Segment): Segment {
  const text = segment.text.replace(/^[•◦▪▫●○■□►▸‣⁃∙·*–-]\s+/u, "");
  return text === segment.text || text === "" ? segment : { ...segment, text };
}

/** Whether a segment stands beside the title's edge (a margin column, the far side of the line). */
const beside = (entry: Entry, segment: Segment) =>
  entry.title.rtl ? Math.abs(segment.x1 - entry.title.x1) > 3 : Math.abs(segment.x0 - entry.title.x0) > 3;

function placeHeaderText(entry: Entry, text: string, besideOther: boolean, line?: Segment): void {
  if (!besideOther && entry.subtitle === undefined) {
    entry.subtitle = text;
    entry.subtitleLine = line;
  } else if (entry.location === undefined && text.length <= 48) entry.location = text;
  else if (entry.subtitle === undefined) entry.subtitle = text;
  else entry.extra.push(text);
}

/** An entry's text lines as paragraphs: a wider gap than the usual line spacing starts a new one. */
function paragraphs(rows: Segment[][]): string[] {
  const lines = rows.map((row) => ({
    y: row[0]!.y,
    page: row[0]!.page,
    x: Math.min(...row.map((s) => s.x0)),
    text: row.map((segment) => segment.text).join(" "),
  }));
  const gaps = lines
    .slice(1)
    .map((line, index) => (line.page === lines[index]!.page ? line.y - lines[index]!.y : Infinity))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const usual = gaps[0] ?? Infinity;
  const result: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const joins =
      previous &&
      previous.page === line.page &&
      line.y - previous.y <= usual * 1.15 &&
      Math.abs(line.x - previous.x) < 2;
    if (joins && result.length > 0) result[result.length - 1] += (/-$/.test(result.at(-1)!) ? "" : " ") + line.text;
    else result.push(line.text);
  });
  return result;
}

const summaryOf = (entry: Entry) => plainTextToHtml([...entry.extra, ...paragraphs(entry.body)].join("\n"));

function splitDegree(subtitle: string | undefined, line?: Segment): { studyType: string; area: string } {
  if (!subtitle) return { studyType: "", area: "" };
  const parts = subtitle.split(separators);
  if (parts.length >= 2) return { studyType: parts[0]!, area: parts.slice(1).join(" · ") };
  // The field set apart in another font after "in" ("Dual credit in **Calculus**").
  const runs = line?.text === subtitle ? line.runs.filter((run) => run.text.trim() !== "") : [];
  const switchAt = runs.findIndex((run) => run.font !== runs[0]?.font);
  if (switchAt > 0) {
    const before = runs
      .slice(0, switchAt)
      .map((run) => run.text)
      .join("");
    const field = /^(.+?)\s+(?:in|en|em|في)\s*$/u.exec(before);
    if (field && subtitle.startsWith(before.trim()))
      return { studyType: field[1]!.trim(), area: subtitle.slice(before.trim().length).trim() };
  }
  // "Bachelor of Science in Computer Science": the field after "in" first, then after "of".
  const inField =
    /^(.+?)\s+(?:in|en|em|in der|في)\s+(.+)$/u.exec(subtitle) ?? /^(.+?)\s+(?:of)\s+(.+)$/u.exec(subtitle);
  // A degree's name, or its abbreviation in capitals ("ACA", "MBA", "B.Eng.").
  const isDegree = (text: string) =>
    /bachelor|master|b\.?sc|m\.?sc|b\.?a|m\.?a|ph\.?d|diploma|associate|بكالوريوس|ماجستير|دكتوراه|دبلوم/iu.test(text) ||
    /^(?:\p{Lu}[\p{Ll}.]{0,3}){2,5}$/u.test(text);
  if (inField && isDegree(inField[1]!)) return { studyType: inField[1]!, area: inField[2]! };
  return { studyType: "", area: subtitle };
}

/** The words of an entry's body lines that are lists: keywords separated by commas, dots or gaps. */
function listWords(rows: Segment[][]): string[] {
  return rows
    .flatMap((row) => row.flatMap((segment) => segment.text.split(/\s*[,،;·•|]\s*/u)))
    .map((word) => word.trim())
    .filter((word) => word !== "");
}

function readSection(
  section: Section,
  data: ResumeData,
  documentBody: string | undefined,
  everything: Segment[],
): void {
  const { sections } = data;
  const name = sectionName(section);
  const entries = readEntries(section, documentBody, everything);
  const { kind } = section;
  switch (kind) {
    case "contact":
    case "signature":
      return;
    case "summary": {
      sections.summary.name = name;
      const text = paragraphs(section.rows).join("\n");
      sections.summary.content = plainTextToHtml(text);
      return;
    }
    case "education":
      addItems(data, kind, name, entries.map(readEducation));
      return;
    case "skills":
      addItems(data, kind, name, entries.flatMap(readSkills));
      return;
    case "profiles":
      addItems(data, kind, name, entries.map(readProfile));
      return;
    case "custom":
      addCustomSection(data, { name, items: readItems(kind, entries, entryFields.custom) });
      return;
    default:
      addItems(data, kind, name, readItems(kind, entries, entryFields[kind]));
  }
}

/** Adds items to a built-in section under the PDF's heading (a second heading of the same kind adds to it). */
function addItems<Id extends ItemSectionId>(data: ResumeData, id: Id, name: string, items: SectionItemOf<Id>[]): void {
  const section = itemSections(data)[id];
  section.name = name;
  section.items.push(...items);
}

const titleOf = (entry: Entry) => entry.title.text;
const subtitleOf = (entry: Entry) => entry.subtitle ?? "";
const locationOf = (entry: Entry) => entry.location ?? "";
const details = {
  date: (entry: Entry) => entry.date ?? "",
  summary: summaryOf,
  url: (entry: Entry) => ({ label: "", href: entry.url ?? "" }),
};

/** The sections whose entries all read alike (the others have readers of their own). */
type EntrySection = Exclude<Section["kind"], "contact" | "summary" | "signature" | "education" | "skills" | "profiles">;

/** Where each of them puts an entry's title, the line under it and its details. */
const entryFields: { [Id in EntrySection]: ItemFields<Id, Entry> } = {
  experience: { company: titleOf, position: subtitleOf, location: locationOf, ...details },
  volunteer: { organization: titleOf, position: subtitleOf, location: locationOf, ...details },
  languages: { name: titleOf, description: (entry) => entry.subtitle ?? entry.location ?? "" },
  interests: { name: titleOf, keywords: (entry) => listWords(entry.body) },
  hobbies: { name: titleOf, description: subtitleOf },
  awards: { title: titleOf, awarder: subtitleOf, ...details },
  certifications: { name: titleOf, issuer: subtitleOf, ...details },
  publications: { name: titleOf, publisher: subtitleOf, ...details },
  projects: { name: titleOf, description: subtitleOf, ...details },
  references: { name: titleOf, description: subtitleOf, summary: details.summary, url: details.url },
  custom: { name: titleOf, description: subtitleOf, location: locationOf, ...details },
};

function readEducation(entry: Entry) {
  const score = entry.extra.find((text) => /gpa|grade|score|\d[.,]\d+\s*\/\s*\d|معدل|تقدير/iu.test(text)) ?? "";
  return {
    ...createSectionItem("education"),
    institution: entry.title.text,
    ...splitDegree(entry.subtitle, entry.subtitleLine),
    score,
    date: details.date(entry),
    summary: plainTextToHtml(
      [
        ...entry.extra.filter((text) => text !== score),
        ...(entry.location ? [entry.location] : []),
        ...paragraphs(entry.body),
      ].join("\n"),
    ),
    url: details.url(entry),
  };
}

function readSkills(entry: Entry) {
  const line = /^(.+?)\s*(?:\((.{1,40})\))?\s*[:：]\s*(.+)$/u.exec(entry.title.text);
  // A line that only lists skills ("SQL, Python, Tableau") is one skill per name.
  const list = entry.title.text.split(/\s*[,،;·•|]\s*/u).filter(Boolean);
  if (!line && list.length >= 3 && !entry.subtitle && entry.body.length === 0)
    return list.map((skill) => ({ ...createSectionItem("skills"), name: skill }));
  if (line && !entry.subtitle && entry.body.length === 0)
    return [
      {
        ...createSectionItem("skills"),
        name: line[1]!.trim(),
        description: line[2]?.trim() ?? "",
        keywords: line[3]!.split(/\s*[,،;·•|]\s*/u).filter(Boolean),
      },
    ];
  return [
    {
      ...createSectionItem("skills"),
      name: entry.title.text,
      description: entry.subtitle ?? "",
      // Keywords are set small under a skill in many templates: whatever follows the name and
      // level is the list.
      keywords: [
        ...entry.extra.flatMap((text) => text.split(/\s*[,،;·•|]\s*/u)),
        ...(entry.location ? [entry.location] : []),
        ...listWords(entry.body),
      ].filter(Boolean),
    },
  ];
}

function readProfile(entry: Entry) {
  const runs = entry.title.runs.filter((run) => run.text.trim() !== "");
  let network = entry.title.text;
  let username = entry.subtitle ?? "";
  if (!username && runs.length > 1 && runs[0]!.font !== runs.at(-1)!.font) {
    network = runs
      .filter((run) => run.font === runs[0]!.font)
      .map((run) => run.text)
      .join("")
      .trim();
    username = entry.title.text.slice(network.length).trim();
  } else if (!username) {
    const [first, ...others] = entry.title.text.split(/[\s:]+/);
    network = first ?? "";
    username = others.join(" ");
  }
  return {
    ...createSectionItem("profiles"),
    network,
    username: username || network,
    icon: foldHeading(network),
    url: details.url(entry),
  };
}
