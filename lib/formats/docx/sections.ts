import "server-only";
import {
  BorderStyle,
  HeadingLevel,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  WidthType,
  type FileChild,
  type ParagraphChild,
} from "docx";
import {
  customSectionLayoutPrefix,
  type CustomSection,
  type LanguageItem,
  type ResumeData,
  type SkillItem,
  type SummarySection,
} from "@/core/resume/schema";
import { link, paragraph, textRun, type DocxContext } from "./context";
import { hasRichText, richTextParagraphs } from "./rich-text";

type Link = { label: string; href: string };

/** An item of a section with a title line, as every section but skills, languages and the compact ones shows it. */
type ItemView = {
  title: string;
  subtitle: string;
  /** Date, location, score: shown after the subtitle. */
  meta: string[];
  summary: string;
  keywords: string[];
  url: Link;
};

type Sections = ResumeData["sections"];

const separator = " · ";

/** The visible items of a section. */
function visible<Item extends { visible: boolean }>(items: readonly Item[]): Item[] {
  return items.filter((item) => item.visible);
}

function joined(parts: readonly string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);
}

/** Keywords as the resume's language lists things ("a, b, c" / "a، b، c"). */
function keywordList(context: DocxContext, keywords: readonly string[]): string {
  const words = keywords.map((keyword) => keyword.trim()).filter(Boolean);
  try {
    return new Intl.ListFormat(context.locale, { type: "unit", style: "short" }).format(words);
  } catch {
    return words.join(", ");
  }
}

function sectionHeading(context: DocxContext, name: string): Paragraph {
  return paragraph(context, [textRun(context, name)], { heading: HeadingLevel.HEADING_2, keepNext: true });
}

/** The paragraphs of one item: its title as a heading, the details line, the text, keywords and link. */
function itemParagraphs(context: DocxContext, item: ItemView, separateLinks: boolean): FileChild[] {
  const out: FileChild[] = [];
  const title = item.title.trim();
  const href = item.url.href.trim();
  const titleChildren: ParagraphChild[] =
    href && !separateLinks ? [link(context, title, href)] : [textRun(context, title)];
  if (title) out.push(paragraph(context, titleChildren, { heading: HeadingLevel.HEADING_3, keepNext: true }));
  const details = joined([item.subtitle, ...item.meta]);
  if (details) out.push(paragraph(context, [textRun(context, details, { italics: true })], { keepNext: true }));
  out.push(...richTextParagraphs(context, item.summary));
  if (item.keywords.length > 0) out.push(paragraph(context, [textRun(context, keywordList(context, item.keywords))]));
  if (href && separateLinks) out.push(paragraph(context, [link(context, item.url.label.trim() || href, href)]));
  return out;
}

const titledSections = [
  "experience",
  "education",
  "awards",
  "certifications",
  "projects",
  "publications",
  "volunteer",
  "references",
] as const;
type TitledSection = (typeof titledSections)[number];

function isTitledSection(id: string): id is TitledSection {
  return (titledSections as readonly string[]).includes(id);
}

type TitledItem<Id extends TitledSection> = Sections[Id]["items"][number];

/** What each section shows as an item's title, subtitle and details; the summary and link are every section's own. */
type ItemFields = Pick<ItemView, "title" | "subtitle"> & Partial<Pick<ItemView, "meta" | "keywords">>;

const titledItemFields: { [Id in TitledSection]: (item: TitledItem<Id>) => ItemFields } = {
  experience: (item) => ({ title: item.company, subtitle: item.position, meta: [item.date, item.location] }),
  education: (item) => ({
    title: item.institution,
    subtitle: joined([item.studyType, item.area]),
    meta: [item.date, item.score],
  }),
  awards: (item) => ({ title: item.title, subtitle: item.awarder, meta: [item.date] }),
  certifications: (item) => ({ title: item.name, subtitle: item.issuer, meta: [item.date] }),
  projects: (item) => ({ title: item.name, subtitle: item.description, meta: [item.date], keywords: item.keywords }),
  publications: (item) => ({ title: item.name, subtitle: item.publisher, meta: [item.date] }),
  volunteer: (item) => ({ title: item.organization, subtitle: item.position, meta: [item.date, item.location] }),
  references: (item) => ({ title: item.name, subtitle: item.description }),
};

/** Items of the usual shape, from each section's own fields. */
function itemViews<Id extends TitledSection>(sections: Sections, id: Id): ItemView[] {
  const fields: (item: TitledItem<Id>) => ItemFields = titledItemFields[id];
  const items: readonly TitledItem<Id>[] = sections[id].items;
  return visible(items).map((item) => ({
    meta: [],
    keywords: [],
    summary: item.summary,
    url: item.url,
    ...fields(item),
  }));
}

function customItemViews(section: CustomSection): ItemView[] {
  return visible(section.items).map((item) => ({
    title: item.name,
    subtitle: item.description,
    meta: [item.date, item.location],
    summary: item.summary,
    keywords: item.keywords,
    url: item.url,
  }));
}

/** A level 1-5 as five dots, the filled ones first (0 is "not rated" and shows nothing). */
function levelDots(level: number): string {
  return level > 0 ? "●".repeat(level) + "○".repeat(5 - level) : "";
}

const noBorder = { style: BorderStyle.NONE, size: 0, color: "auto" };
const noBorders = {
  top: noBorder,
  bottom: noBorder,
  left: noBorder,
  right: noBorder,
  insideHorizontal: noBorder,
  insideVertical: noBorder,
};

type Cell = { text: string; bold?: boolean; color?: string; label?: string };

/**
 * Skills and languages with their levels as a table (one row an item), right to left for a
 * right-to-left resume: the name, the level in words, the level as dots (labelled "n/5" for
 * readers that do not see them), and the skill's keywords. Columns nobody filled are left out.
 */
function levelTable(context: DocxContext, rows: Cell[][]): Table | null {
  if (rows.length === 0) return null;
  const used = rows[0]!.map((_, column) => rows.some((row) => row[column]!.text.trim() !== ""));
  const kept = rows.map((row) => row.filter((_, column) => used[column]));
  const columns = kept[0]!.length;
  if (columns === 0) return null;
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    visuallyRightToLeft: context.rtl || undefined,
    borders: {
      ...noBorders,
      insideHorizontal: { style: BorderStyle.SINGLE, size: 2, color: "D9D9D9" },
    },
    rows: kept.map(
      (row) =>
        new TableRow({
          cantSplit: true,
          children: row.map(
            (cell) =>
              new TableCell({
                width: { size: Math.floor(100 / columns), type: WidthType.PERCENTAGE },
                margins: { top: 40, bottom: 40, left: 80, right: 80 },
                children: [
                  paragraph(
                    context,
                    cell.text ? [textRun(context, cell.text, { bold: cell.bold, color: cell.color })] : [],
                  ),
                ],
              }),
          ),
        }),
    ),
  });
}

function skillRows(context: DocxContext, items: SkillItem[]): Cell[][] {
  return visible(items).map((item) => [
    { text: item.name, bold: true },
    { text: item.description },
    { text: levelDots(item.level), color: context.primary },
    { text: keywordList(context, item.keywords) },
  ]);
}

function languageRows(context: DocxContext, items: LanguageItem[]): Cell[][] {
  return visible(items).map((item) => [
    { text: item.name, bold: true },
    { text: item.description },
    { text: levelDots(item.level), color: context.primary },
  ]);
}

function summaryBlock(context: DocxContext, section: SummarySection): FileChild[] {
  if (!hasRichText(section.content)) return [];
  return [sectionHeading(context, section.name), ...richTextParagraphs(context, section.content)];
}

/** A section's heading and its items' blocks; nothing when the section is hidden or no item is visible. */
function headedSection<Item>(
  context: DocxContext,
  section: { name: string; visible: boolean },
  items: readonly Item[],
  blocks: (item: Item) => FileChild | FileChild[],
): FileChild[] {
  if (!section.visible || items.length === 0) return [];
  return [sectionHeading(context, section.name), ...items.flatMap(blocks)];
}

/**
 * One section of the layout as document blocks: nothing when it is hidden or has nothing visible,
 * else its heading (Heading 2) and its items.
 */
export function sectionBlocks(context: DocxContext, data: ResumeData, id: string): FileChild[] {
  const { sections } = data;
  if (id.startsWith(customSectionLayoutPrefix)) {
    const section = sections.custom[id.slice(customSectionLayoutPrefix.length)];
    if (!section) return [];
    return headedSection(context, section, customItemViews(section), (item) =>
      itemParagraphs(context, item, section.separateLinks),
    );
  }

  switch (id) {
    case "summary":
      return sections.summary.visible ? summaryBlock(context, sections.summary) : [];
    case "skills":
    case "languages": {
      const section = sections[id];
      if (!section.visible) return [];
      const table = levelTable(
        context,
        id === "skills" ? skillRows(context, sections.skills.items) : languageRows(context, sections.languages.items),
      );
      return table ? [sectionHeading(context, section.name), table, paragraph(context, [])] : [];
    }
    case "profiles": {
      const section = sections.profiles;
      return headedSection(context, section, visible(section.items), (item) => {
        const label = item.username.trim() || item.url.label.trim();
        return paragraph(context, [
          textRun(context, `${item.network.trim()}: `, { bold: true }),
          item.url.href ? link(context, label || item.url.href, item.url.href) : textRun(context, label),
        ]);
      });
    }
    case "interests": {
      const section = sections.interests;
      return headedSection(context, section, visible(section.items), (item) =>
        paragraph(context, [
          textRun(context, item.name.trim(), { bold: true }),
          ...(item.keywords.length > 0 ? [textRun(context, `: ${keywordList(context, item.keywords)}`)] : []),
        ]),
      );
    }
    case "hobbies": {
      const section = sections.hobbies;
      return headedSection(context, section, visible(section.items), (item) =>
        paragraph(context, [
          textRun(context, item.name.trim(), { bold: true }),
          ...(item.description.trim() ? [textRun(context, ` – ${item.description.trim()}`)] : []),
        ]),
      );
    }
    case "signature": {
      const section = sections.signature;
      // Templates show the first visible signature; a drawn one is an image, which stays in the PDF.
      const signature = visible(section.items).find((item) => item.content.trim() || item.date.trim());
      if (!section.visible || !signature) return [];
      return [
        paragraph(context, []),
        ...(signature.content.trim()
          ? [paragraph(context, [textRun(context, signature.content.trim(), { italics: true, size: 32 })])]
          : []),
        ...(signature.date.trim() ? [paragraph(context, [textRun(context, signature.date.trim())])] : []),
      ];
    }
    default: {
      if (!isTitledSection(id)) return [];
      const section = sections[id];
      return headedSection(context, section, itemViews(sections, id), (item) =>
        itemParagraphs(context, item, section.separateLinks),
      );
    }
  }
}
