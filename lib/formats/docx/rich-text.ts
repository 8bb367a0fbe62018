import "server-only";
import { HeadingLevel, Paragraph, type IRunOptions, type ParagraphChild } from "docx";
import { parseHTML } from "linkedom";
import { link, paragraph, textRun, type DocxContext } from "./context";

/** The numbering definitions of to-docx.ts that lists use. */
export const bulletListReference = "vitae-bullets";
export const numberedListReference = "vitae-numbers";

type Inline = Omit<IRunOptions, "text" | "children">;
/** One open list; `marked` is false until the current item's first paragraph took the bullet. */
type ListLevel = { ordered: boolean; instance: number; marked: boolean };

// DOM node types (linkedom follows the DOM standard).
const elementNode = 1;
const textNode = 3;

/**
 * The builder's rich text (sanitised HTML: p, br, ul/ol/li, h1-h3, blockquote, strong/b, em/i, u,
 * s, mark, code, sub/sup, a, span, hr) as Word paragraphs, read with a real HTML parser: lists
 * become Word lists (bulleted or numbered, nested up to nine levels), headings Word headings under
 * the item's own, emphasis and links runs and hyperlinks. Text outside any block is a paragraph.
 */
export function richTextParagraphs(context: DocxContext, html: string): Paragraph[] {
  if (!html.trim()) return [];
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const paragraphs: Paragraph[] = [];
  readBlocks(context, document.body, [], paragraphs);
  return paragraphs;
}

/** Whether the rich text has any words (an editor's empty "<p></p>" has none). */
export function hasRichText(html: string): boolean {
  if (!html.trim()) return false;
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return (document.body.textContent ?? "").trim() !== "";
}

function readBlocks(context: DocxContext, parent: Node, lists: ListLevel[], out: Paragraph[]): void {
  // Inline content met between blocks is gathered into one paragraph.
  let loose: ParagraphChild[] = [];
  const flush = () => {
    if (loose.length > 0) out.push(blockParagraph(context, loose, lists));
    loose = [];
  };
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType !== elementNode) {
      if (node.nodeType === textNode) loose.push(...inlineRuns(context, node, {}));
      continue;
    }
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    switch (tag) {
      case "p":
      case "blockquote":
      case "h1":
      case "h2":
      case "h3": {
        flush();
        const children = inlineRuns(context, element, {});
        if (!hasWords(element)) break;
        const heading = tag === "h1" || tag === "h2" || tag === "h3" ? HeadingLevel.HEADING_4 : undefined;
        out.push(
          blockParagraph(context, children, lists, {
            heading,
            indent: tag === "blockquote" ? { start: 567 } : undefined,
          }),
        );
        break;
      }
      case "ul":
      case "ol": {
        flush();
        if (lists.length >= 9) {
          readBlocks(context, element, lists, out);
          break;
        }
        const ordered = tag === "ol";
        const level = { ordered, instance: ordered ? context.nextListInstance() : 0, marked: true };
        for (const item of Array.from(element.children)) {
          if (item.tagName.toLowerCase() === "li") readListItem(context, item, [...lists, level], out);
          else readBlocks(context, item, [...lists, level], out);
        }
        break;
      }
      case "li":
        flush();
        readListItem(context, element, lists, out);
        break;
      case "hr":
        flush();
        out.push(paragraph(context, [], { border: { bottom: { style: "single", size: 6, color: context.primary } } }));
        break;
      case "div":
      case "section":
        flush();
        readBlocks(context, element, lists, out);
        break;
      default:
        loose.push(...inlineRuns(context, element, {}));
    }
  }
  flush();
}

/**
 * A list item: its first paragraph (or its loose text) carries the bullet; the paragraphs after it
 * are indented under it without one; a nested list goes one level deeper.
 */
function readListItem(context: DocxContext, item: Element, lists: ListLevel[], out: Paragraph[]): void {
  const current = lists.at(-1);
  const levels = current ? [...lists.slice(0, -1), { ...current, marked: false }] : lists;
  const before = out.length;
  readBlocks(context, item, levels, out);
  if (out.length === before) out.push(blockParagraph(context, [], levels));
}

function blockParagraph(
  context: DocxContext,
  children: ParagraphChild[],
  lists: ListLevel[],
  options: { heading?: (typeof HeadingLevel)[keyof typeof HeadingLevel]; indent?: { start: number } } = {},
): Paragraph {
  const list = lists.at(-1);
  const takesBullet = list !== undefined && !list.marked;
  if (list) list.marked = true;
  return paragraph(context, children, {
    heading: options.heading,
    // The item's later paragraphs sit under its text, without a bullet of their own.
    indent: list && !takesBullet ? { start: 720 * lists.length } : options.indent,
    numbering: takesBullet
      ? {
          reference: list.ordered ? numberedListReference : bulletListReference,
          level: lists.length - 1,
          instance: list.ordered ? list.instance : undefined,
        }
      : undefined,
  });
}

function hasWords(element: Element): boolean {
  return (element.textContent ?? "").trim() !== "";
}

/** The runs of an inline subtree, with the formatting its tags give. */
function inlineRuns(context: DocxContext, node: Node, format: Inline): ParagraphChild[] {
  if (node.nodeType === textNode) {
    // HTML collapses white space; so does the document.
    const text = (node.textContent ?? "").replace(/\s+/g, " ");
    return text === "" ? [] : [textRun(context, text, format)];
  }
  if (node.nodeType !== elementNode) return [];
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === "br") return [textRun(context, "", { ...format, break: 1 })];
  if (tag === "a") {
    const text = (element.textContent ?? "").replace(/\s+/g, " ");
    return text.trim() ? [link(context, text, element.getAttribute("href") ?? "", format)] : [];
  }
  const next: Inline = { ...format, ...formatOf(tag) };
  return Array.from(element.childNodes).flatMap((child) => inlineRuns(context, child, next));
}

function formatOf(tag: string): Inline {
  switch (tag) {
    case "strong":
    case "b":
      return { bold: true };
    case "em":
    case "i":
      return { italics: true };
    case "u":
      return { underline: {} };
    case "s":
    case "strike":
      return { strike: true };
    case "mark":
      return { highlight: "yellow" };
    case "code":
      return { font: "Courier New" };
    case "sub":
      return { subScript: true };
    case "sup":
      return { superScript: true };
    default:
      return {};
  }
}
