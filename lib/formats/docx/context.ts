import "server-only";
import {
  ExternalHyperlink,
  Paragraph,
  TextRun,
  type IParagraphOptions,
  type IRunOptions,
  type ParagraphChild,
} from "docx";

/** What every part of the document needs to know: direction, colours, font and the list counter. */
export type DocxContext = {
  rtl: boolean;
  locale: string;
  /** Hex without "#", six digits. */
  primary: string;
  text: string;
  underlineLinks: boolean;
  /** A new number for each ordered list, so that every list counts from 1. */
  nextListInstance: () => number;
};

// XML 1.0 allows tab, line feed and carriage return among the control characters and nothing else
// below U+0020; U+FFFE/U+FFFF are not characters. A Word file with any of them does not open, so
// they are removed from every string, as `toWellFormed` replaces lone surrogates.
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFFFE\uFFFF]/g;

/** A string as it may go into the document: only characters XML allows, no lone surrogates. */
export function cleanText(value: string): string {
  return value.toWellFormed().replace(notXmlCharacters, "");
}

/** "#abc", "#aabbcc" or "#aabbccdd" as the six hex digits Word takes (alpha dropped). */
export function wordColor(hex: string): string {
  const digits = hex.replace(/^#/, "");
  if (digits.length === 3 || digits.length === 4)
    return digits
      .slice(0, 3)
      .split("")
      .map((digit) => digit + digit)
      .join("")
      .toUpperCase();
  return digits.slice(0, 6).toUpperCase();
}

/** A run of text in the resume's direction. */
export function textRun(context: DocxContext, text: string, options: Omit<IRunOptions, "text"> = {}): TextRun {
  return new TextRun({ ...options, text: cleanText(text), rightToLeft: context.rtl || undefined });
}

/** A paragraph in the resume's direction (bidirectional for right-to-left resumes). */
export function paragraph(
  context: DocxContext,
  children: ParagraphChild[],
  options: Omit<IParagraphOptions, "children"> = {},
): Paragraph {
  return new Paragraph({ ...options, children, bidirectional: context.rtl || undefined });
}

const linkProtocols = new Set(["http:", "https:", "mailto:", "tel:"]);

/** The address when it is one a resume may link to (http(s), mailto, tel), else null. */
export function safeHref(href: string): string | null {
  const value = cleanText(href).trim();
  if (!value) return null;
  try {
    return linkProtocols.has(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** A hyperlink in the theme's colour, or plain text when the address is not one a resume may link to. */
export function link(
  context: DocxContext,
  text: string,
  href: string,
  options: Omit<IRunOptions, "text"> = {},
): ParagraphChild {
  const target = safeHref(href);
  if (!target) return textRun(context, text, options);
  return new ExternalHyperlink({
    link: target,
    children: [
      textRun(context, text, {
        ...options,
        style: "Hyperlink",
        color: context.primary,
        underline: context.underlineLinks ? {} : undefined,
      }),
    ],
  });
}
