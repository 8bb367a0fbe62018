import "server-only";
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  TextRun,
  type FileChild,
  type ILevelsOptions,
  type ParagraphChild,
} from "docx";
import { repairLayout, type ResumeData } from "@/core/resume/schema";
import { isRightToLeft } from "@/core/templates/direction";
import { effectiveFontFamily } from "@/core/templates/arabic-fonts";
import { pageSizes } from "@/core/templates/page-format";
import { cleanText, link, paragraph, textRun, wordColor, type DocxContext } from "./docx/context";
import { bulletListReference, numberedListReference } from "./docx/rich-text";
import { sectionBlocks } from "./docx/sections";

/** The words the header prints before the personal details, in the resume's language (resumeTemplate messages). */
export type DocxLabels = { dateOfBirth: string; nationality: string; maritalStatus: string; idNumber: string };

export const docxMimeType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

// Units: Word measures pages in twips (1/1440 in), fonts in half-points; the resume in CSS pixels (1/96 in).
const twipsPerPixel = 15;
const twipsPerMillimetre = 1440 / 25.4;
const halfPointsPerPixel = 1.5;

/**
 * The resume as an editable Word document (.docx): the name as Heading 1 and each section as
 * Heading 2 (items Heading 3), rich text as paragraphs and real bulleted or numbered lists, skills
 * and languages with levels as tables, links as hyperlinks; the theme's primary and text colours,
 * the template's font (after the Arabic font rule) and size, the paper size, margins and page
 * numbers. Sections follow metadata.layout page by page (main column, then sidebar); hidden sections
 * and items are left out. A right-to-left resume (Arabic, Persian, Hebrew...) has right-to-left
 * paragraphs, runs and tables. Pictures and drawn signatures are not included.
 */
export async function resumeToDocx(input: ResumeData, labels: DocxLabels): Promise<Uint8Array> {
  const data = repairLayout(input);
  const { metadata } = data;
  const locale = metadata.locale;
  const rtl = isRightToLeft(locale);
  let listInstance = 0;
  // The text colour only when the page is light: a Word page prints white whatever its colour.
  const text = isLight(metadata.theme.background) ? wordColor(metadata.theme.text) : "000000";
  const context: DocxContext = {
    rtl,
    locale,
    primary: wordColor(metadata.theme.primary),
    text,
    underlineLinks: metadata.typography.underlineLinks,
    nextListInstance: () => ++listInstance,
  };
  const font = cleanText(effectiveFontFamily(metadata.typography.font.family, locale));
  const bodySize = Math.round(metadata.typography.font.size * halfPointsPerPixel);
  const nameSize = Math.round(metadata.typography.headerFontSize * halfPointsPerPixel);
  const lineSpacing = Math.round(Math.max(1, metadata.typography.lineHeight * 0.8) * 240);

  const body: FileChild[] = [...header(context, data, labels)];
  for (const page of metadata.layout)
    for (const column of page) for (const id of column) body.push(...sectionBlocks(context, data, id));

  const page = pageSizes[metadata.page.format];
  const margin = Math.round(metadata.page.margin * twipsPerPixel);
  const document = new Document({
    creator: "Vitae",
    title: cleanText(data.basics.name || "Resume"),
    description: cleanText(data.basics.headline),
    styles: {
      default: {
        document: {
          run: {
            font,
            size: bodySize,
            color: text,
            language: { value: locale, ...(rtl ? { bidirectional: locale } : {}) },
          },
          paragraph: { spacing: { after: 60, line: lineSpacing } },
        },
        heading1: {
          run: { font, size: nameSize, bold: true, color: context.primary },
          paragraph: { spacing: { after: 60 } },
        },
        heading2: {
          run: { font, size: Math.round(bodySize * 1.25), bold: true, color: context.primary },
          paragraph: {
            spacing: { before: 240, after: 80 },
            border: { bottom: { style: "single", size: 6, color: context.primary, space: 2 } },
          },
        },
        heading3: {
          run: { font, size: Math.round(bodySize * 1.05), bold: true, color: text },
          paragraph: { spacing: { before: 120, after: 20 } },
        },
        heading4: { run: { font, size: bodySize, bold: true, color: text }, paragraph: { spacing: { before: 80 } } },
        hyperlink: { run: { color: context.primary } },
      },
    },
    numbering: {
      config: [
        { reference: bulletListReference, levels: listLevels(false) },
        { reference: numberedListReference, levels: listLevels(true) },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: Math.round(page.width * twipsPerMillimetre),
              height: Math.round(page.height * twipsPerMillimetre),
            },
            margin: { top: margin, bottom: margin, left: margin, right: margin, header: 360, footer: 360 },
          },
        },
        footers: metadata.page.options.pageNumbers
          ? {
              default: new Footer({
                children: [
                  paragraph(context, [new TextRun({ children: [PageNumber.CURRENT], size: bodySize - 4 })], {
                    alignment: AlignmentType.CENTER,
                  }),
                ],
              }),
            }
          : undefined,
        children: body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The name (Heading 1), the headline, the contact line with links, and the personal details. */
function header(context: DocxContext, data: ResumeData, labels: DocxLabels): FileChild[] {
  const { basics } = data;
  const out: FileChild[] = [];
  if (basics.name.trim())
    out.push(paragraph(context, [textRun(context, basics.name.trim())], { heading: HeadingLevel.HEADING_1 }));
  if (basics.headline.trim())
    out.push(paragraph(context, [textRun(context, basics.headline.trim(), { size: undefined, italics: true })]));

  const contacts: ParagraphChild[][] = [];
  const email = basics.email.trim();
  if (email) contacts.push([link(context, email, `mailto:${email}`)]);
  const phone = basics.phone.trim();
  const dialled = phone.replace(/[^\d+]/g, "");
  if (phone) contacts.push([/\d/.test(dialled) ? link(context, phone, `tel:${dialled}`) : textRun(context, phone)]);
  if (basics.location.trim()) contacts.push([textRun(context, basics.location.trim())]);
  if (basics.url.href.trim())
    contacts.push([link(context, basics.url.label.trim() || basics.url.href.trim(), basics.url.href.trim())]);
  for (const field of basics.customFields) {
    const value = field.value.trim();
    if (!value) continue;
    contacts.push(/^https?:\/\//i.test(value) ? [link(context, value, value)] : [textRun(context, value)]);
  }
  if (contacts.length > 0)
    out.push(
      paragraph(
        context,
        contacts.flatMap((parts, index) => (index === 0 ? parts : [textRun(context, "  |  "), ...parts])),
      ),
    );

  const details = (
    [
      [labels.dateOfBirth, basics.dateOfBirth],
      [labels.nationality, basics.nationality],
      [labels.maritalStatus, basics.maritalStatus],
      [labels.idNumber, basics.idNumber],
    ] as const
  ).filter(([, value]) => value.trim());
  if (details.length > 0)
    out.push(
      paragraph(
        context,
        details.flatMap(([label, value], index) => [
          ...(index === 0 ? [] : [textRun(context, "  |  ")]),
          textRun(context, `${label}: `, { bold: true }),
          textRun(context, value.trim()),
        ]),
      ),
    );
  return out;
}

/** Nine levels of bullets or of numbers (1., a., i., ...), indented 0.5 in per level. */
function listLevels(ordered: boolean): ILevelsOptions[] {
  const bullets = ["•", "◦", "▪"];
  const formats = [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN];
  return Array.from({ length: 9 }, (_, level) => ({
    level,
    format: ordered ? formats[level % 3] : LevelFormat.BULLET,
    text: ordered ? `%${level + 1}.` : bullets[level % 3],
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { start: 720 * (level + 1), hanging: 360 } } },
  }));
}

/** Whether a page colour is light enough for the theme's text colour to be printed on white. */
function isLight(hex: string): boolean {
  const digits = wordColor(hex);
  const [red, green, blue] = [0, 2, 4].map((offset) => parseInt(digits.slice(offset, offset + 2), 16) / 255);
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue! > 0.7;
}
