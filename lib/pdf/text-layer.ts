import "server-only";
import { deflateSync, inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";
import { isMark, leftToRightLetters } from "./left-to-right-letters";

/*
 * The PDF's text layer made equal to the printed text (docs/TEMPLATES.md, "Text layer").
 *
 * Chromium (Skia) writes each font's ToUnicode map from the font's own character map, glyph by glyph:
 * a shaped Arabic letter maps to its presentation form, a lam-alef ligature to one code point, and a
 * glyph the character map does not reach (a Devanagari conjunct, a vowel sign drawn before its
 * consonant, a reph, a stacked shadda+fatha) to U+0000. Where a cluster's glyphs do not map to its
 * text one to one, Skia wraps them in a marked-content span with the cluster's text as /ActualText.
 * pdf.js ignores /ActualText (it reads ToUnicode only), and poppler, which reads it, places a
 * right-to-left span's letters in visual order (a lam-alef comes out as alef-lam).
 *
 * So after printing, each such span is re-encoded: its glyphs get new character codes (CIDs mapped to
 * the same glyphs through CIDToGIDMap, with the same widths), each with a ToUnicode entry of one
 * letter of the span's text, in the order the readers put drawn glyphs together (visual order:
 * right-to-left text reversed, which every reader then turns back). A right-to-left cluster with
 * more letters than glyphs (lam-alef: one glyph, two letters) gets invisible zero-width glyphs (the
 * font's space glyph at width 0) for the rest. The span loses its /ActualText marked content, so that poppler
 * reads the new map as well (right to left only: poppler reads a left-to-right span right).
 *
 * pdf.js (4.10) also takes any glyph whose text has a nonspacing mark (\p{Mn}: virama, nukta, a vowel sign
 * above or below) for a zero-width diacritic: it neither advances nor checks where the glyph stands.
 * A line starting with "प्र" (one glyph, in a span or mapped so by Skia itself) was read at the end
 * of the line before, and a conjunct inside a word left a gap read as a space ("वर् मा"). So in
 * left-to-right text a glyph with a width reads as letters without such a mark, and the marks follow
 * it on an invisible zero-width copy (rendering mode 3, only in a stream that sets no mode itself;
 * see leftToRightLetters). Nothing drawn changes: same glyphs, same positions.
 *
 * Only Skia's own output is rewritten, by the shape Skia writes it in (`/Span<</ActualText <hex>
 * >> BDC`, glyphs shown one `<hex> Tj` at a time, `EMC`); a span in any other shape, or in a font
 * that is not Identity-H with an identity CIDToGIDMap, is left as it is.
 */

/** Whether a text has letters of the scripts whose clusters Chromium maps wrongly (RTL and Indic). */
export function hasComplexScript(text: string): boolean {
  return complexScript.test(text);
}

const complexScript =
  /[\u0590-\u08ff\u0900-\u0dff\u0e00-\u0eff\u0f00-\u0fff\u1000-\u109f\u1780-\u17ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

type Glyph = { code: number; font: PDFRef };
/** One `<hex> Tj` of the content stream: where it is and the glyphs it shows. */
type Show = { at: [number, number]; glyphs: Glyph[] };
type Span = { text: string; glyphs: Glyph[]; bdc: [number, number]; emc: [number, number]; shows: Show[] };

/** A font whose ToUnicode map and glyph codes are extended. */
class FontEdit {
  private readonly widths = new Map<number, number>();
  private readonly defaultWidth: number;
  private readonly added = new Map<string, number>();
  private readonly entries: { code: number; gid: number; text: string; width: number }[] = [];
  private nextCode: number;
  readonly spaceCode: number | undefined;
  /** What each code of the font reads as before the edit (ToUnicode). */
  readonly mapped: Map<number, string>;

  constructor(
    readonly font: PDFDict,
    readonly cidFont: PDFDict,
    readonly toUnicode: string,
  ) {
    this.defaultWidth = numberOf(cidFont.get(PDFName.of("DW"))) ?? 1000;
    const w = cidFont.get(PDFName.of("W"));
    const list = w instanceof PDFArray ? w.asArray() : [];
    for (let index = 0; index < list.length;) {
      const first = numberOf(list[index]);
      const next = list[index + 1];
      if (first === undefined) break;
      if (next instanceof PDFArray) {
        next.asArray().forEach((value, offset) => this.widths.set(first + offset, numberOf(value) ?? 0));
        index += 2;
      } else {
        const last = numberOf(next) ?? first;
        const width = numberOf(list[index + 2]) ?? 0;
        for (let code = first; code <= last; code += 1) this.widths.set(code, width);
        index += 3;
      }
    }
    const mapped = mappedCodes(toUnicode);
    this.mapped = mapped;
    this.spaceCode = [...mapped].find(([, text]) => text === " ")?.[0];
    this.nextCode = Math.max(0, ...this.widths.keys(), ...mapped.keys()) + 1;
  }

  /** The width of a code before the edit (the font's W array, else its default width). */
  width(code: number): number {
    return this.widths.get(code) ?? this.defaultWidth;
  }

  seen(code: number) {
    if (code >= this.nextCode) this.nextCode = code + 1;
  }

  /** A code drawing glyph `gid` (at its width, or at `width`) that reads as `text`. */
  code(gid: number, text: string, width = this.widths.get(gid) ?? this.defaultWidth): number | null {
    const key = `${gid}:${width}:${text}`;
    const known = this.added.get(key);
    if (known !== undefined) return known;
    if (this.nextCode > 0xffff) return null;
    const code = this.nextCode++;
    this.added.set(key, code);
    this.entries.push({ code, gid, text, width });
    return code;
  }

  /** Writes the new codes into the font: CIDToGIDMap, widths and ToUnicode entries. */
  write(document: PDFDocument) {
    if (this.entries.length === 0) return;
    const map = new Uint8Array(this.nextCode * 2);
    for (let code = 0; code < this.nextCode; code += 1) {
      map[code * 2] = code >> 8;
      map[code * 2 + 1] = code & 0xff;
    }
    for (const { code, gid } of this.entries) {
      map[code * 2] = gid >> 8;
      map[code * 2 + 1] = gid & 0xff;
    }
    this.cidFont.set(PDFName.of("CIDToGIDMap"), document.context.register(deflated(document, map)));
    const w = this.cidFont.get(PDFName.of("W"));
    const widths = w instanceof PDFArray ? w : document.context.obj([]);
    for (const { code, width } of this.entries) {
      widths.push(PDFNumber.of(code));
      widths.push(document.context.obj([width]));
    }
    this.cidFont.set(PDFName.of("W"), widths);
    const blocks: string[] = [];
    for (let index = 0; index < this.entries.length; index += 100) {
      const block = this.entries.slice(index, index + 100);
      blocks.push(
        `${block.length} beginbfchar\n${block.map(({ code, text }) => `<${hex4(code)}> <${utf16Hex(text)}>`).join("\n")}\nendbfchar\n`,
      );
    }
    const cmap = this.toUnicode.replace(/endcmap/, () => `${blocks.join("")}endcmap`);
    this.font.set(PDFName.of("ToUnicode"), document.context.register(deflated(document, Buffer.from(cmap, "latin1"))));
  }
}

/**
 * Re-encodes the glyphs of every /ActualText span of the PDF so that ToUnicode alone reads the span's
 * text, and splits the marks off the glyphs outside spans that pdf.js would take for diacritics (see
 * above). Returns the PDF unchanged when there is nothing to change.
 */
export async function fixTextLayer(pdf: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const fonts = new Map<PDFRef, FontEdit | null>();
  const streams: { ref: PDFRef; content: string; spans: Span[]; loose: Show[] }[] = [];

  for (const page of document.getPages()) {
    const resources = page.node.Resources();
    const fontDict = resources?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const contents = page.node.get(PDFName.of("Contents"));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      if (!(ref instanceof PDFRef) || !fontDict) continue;
      const stream = document.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const content = decoded(stream);
      const { spans, loose } = readShows(content, (name) => {
        const fontRef = fontDict.get(PDFName.of(name));
        if (!(fontRef instanceof PDFRef)) return undefined;
        if (!fonts.has(fontRef)) fonts.set(fontRef, fontEdit(document, fontRef));
        return fonts.get(fontRef) ? fontRef : undefined;
      });
      for (const { glyphs } of [...spans.flatMap((span) => span.shows), ...loose])
        for (const glyph of glyphs) fonts.get(glyph.font)?.seen(glyph.code);
      if (spans.length > 0 || loose.length > 0) streams.push({ ref, content, spans, loose });
    }
  }
  if (streams.length === 0) return pdf;
  let changed = false;

  for (const { ref, content, spans, loose } of streams) {
    const edits: { at: [number, number]; text: string }[] = [];
    const invisibleText = !textRenderingMode.test(content);
    for (const show of invisibleText ? loose : []) {
      const encoded = encodeShow(show, fonts);
      if (encoded) edits.push({ at: show.at, text: encoded });
    }
    for (const span of spans) {
      const encoded = encodeSpan(span, fonts, { invisibleText });
      if (!encoded) continue;
      const { shows, rtl } = encoded;
      // A right-to-left span's marked content goes, so that poppler reads the new map rather than
      // the /ActualText it would reverse. A left-to-right one keeps it: poppler reads its /ActualText
      // right and orders its own letters by position (a vowel sign drawn where the next consonant
      // starts would come after it), pdf.js reads the new map.
      if (rtl) edits.push({ at: span.bdc, text: "" }, { at: span.emc, text: "" });
      span.shows.forEach((show, index) => edits.push({ at: show.at, text: shows[index]! }));
    }
    if (edits.length === 0) continue;
    let edited = "";
    let from = 0;
    for (const { at, text } of edits.sort((a, b) => a.at[0] - b.at[0])) {
      edited += content.slice(from, at[0]) + text;
      from = at[1];
    }
    edited += content.slice(from);
    document.context.assign(ref, deflated(document, Buffer.from(edited, "latin1")));
    changed = true;
  }
  if (!changed) return pdf;
  for (const edit of fonts.values()) edit?.write(document);
  return document.save({ useObjectStreams: false, updateFieldAppearances: false });
}

/**
 * The new `<codes> Tj` of each glyph show of the span, or null to leave the span as it is.
 * `invisibleText`: whether glyphs may be added in rendering mode 3 (the stream sets no mode of its own).
 */
function encodeSpan(
  span: Span,
  fonts: Map<PDFRef, FontEdit | null>,
  { invisibleText }: { invisibleText: boolean },
): { shows: string[]; rtl: boolean } | null {
  const glyphs = span.glyphs;
  if (glyphs.length === 0 || span.text.length === 0) return null;
  const last = fonts.get(glyphs.at(-1)!.font)!;
  const fillers: string[] = [];
  let texts: string[];
  // Letters that follow a glyph, on an invisible zero-width copy of it (left to right only).
  let after: string[] = glyphs.map(() => "");
  const rtl = rightToLeft.test(span.text.match(/\p{L}/u)?.[0] ?? "");
  if (rtl) {
    // Right to left: one letter per glyph in drawing order (visual, so the text reversed), which is
    // the only shape pdf.js and poppler agree on (poppler reverses a glyph's own letters, pdf.js does
    // not); letters left over go on zero-width space glyphs of the last glyph's font.
    const letters = [...span.text].reverse();
    // Where each glyph already stands for one letter of the cluster (a presentation form or a
    // mark), it keeps that letter, in its base form: poppler places marks by their position.
    const own = glyphs.map((glyph) => (fonts.get(glyph.font)!.mapped.get(glyph.code) ?? "").normalize("NFKC"));
    const sameLetters = (a: string[], b: string[]) =>
      a.length === b.length && [...a].sort().join() === [...b].sort().join();
    texts =
      sameLetters(own, letters) && own.every((text) => [...text].length === 1)
        ? own
        : glyphs.map((_, index) => letters[index] ?? "");
    const rest = letters.slice(glyphs.length);
    if (rest.length > 0 && last.spaceCode !== undefined) fillers.push(...rest);
    else texts[texts.length - 1] += rest.join("");
  } else {
    ({ texts, after } = leftToRightLetters(
      [...span.text],
      glyphs.map((glyph) => fonts.get(glyph.font)!.width(glyph.code) > 0),
    ));
    if (!invisibleText) {
      texts = texts.map((text, index) => text + after[index]!);
      after = after.map(() => "");
    }
  }

  const codes: { code: number; after?: number }[] = [];
  for (const [index, glyph] of glyphs.entries()) {
    const font = fonts.get(glyph.font)!;
    const code = font.code(glyph.code, texts[index]!);
    const afterCode = after[index] ? font.code(glyph.code, after[index], 0) : undefined;
    if (code === null || afterCode === null) return null;
    codes.push({ code, after: afterCode });
  }
  const fillerCodes: number[] = [];
  for (const text of fillers) {
    const code = last.code(last.spaceCode!, text, 0);
    if (code === null) return null;
    fillerCodes.push(code);
  }
  let next = 0;
  const shows = span.shows.map((show, index) => {
    const shown = codes.slice(next, next + show.glyphs.length);
    next += show.glyphs.length;
    return showOperators(
      index === span.shows.length - 1 ? [...shown, ...fillerCodes.map((code) => ({ code }))] : shown,
    );
  });
  return { shows, rtl };
}

/**
 * The new `<codes> Tj` of a glyph show outside the spans, or null to leave it as it is. Skia maps a
 * glyph that stands for a whole cluster ("प्र", "स्") to the cluster's letters without a span; as in
 * a span (leftToRightLetters), a glyph with a width keeps the letters before its first nonspacing
 * mark, and the rest follows it on an invisible zero-width copy.
 */
function encodeShow(show: Show, fonts: Map<PDFRef, FontEdit | null>): string | null {
  const codes: { code: number; after?: number }[] = [];
  for (const glyph of show.glyphs) {
    const font = fonts.get(glyph.font)!;
    const letters = [...(font.mapped.get(glyph.code) ?? "")];
    const splits =
      font.width(glyph.code) > 0 && letters.some(isMark) && !isMark(letters[0]!) && !rightToLeft.test(letters.join(""));
    const { texts, after } = leftToRightLetters(letters, [true]);
    const code = splits ? font.code(glyph.code, texts[0]!) : glyph.code;
    const afterCode = splits ? font.code(glyph.code, after[0]!, 0) : undefined;
    if (code === null || afterCode === null) return null;
    codes.push({ code, after: afterCode });
  }
  return codes.some(({ after }) => after !== undefined) ? showOperators(codes) : null;
}

/** `<codes> Tj`, each code followed by its invisible code (`after`) if it has one, in rendering mode 3. */
function showOperators(codes: { code: number; after?: number }[]): string {
  let run: number[] = [];
  let operators = "";
  for (const { code, after } of codes) {
    run.push(code);
    if (after === undefined) continue;
    operators += `<${run.map(hex4).join("")}> Tj 3 Tr <${hex4(after)}> Tj 0 Tr `;
    run = [];
  }
  return run.length > 0 ? `${operators}<${run.map(hex4).join("")}> Tj` : operators.trimEnd();
}

const textRenderingMode = /\bTr\b/;

const token =
  /\/Span\s*<<\s*\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC|\/([^\s/<>[\]()]+)\s+[-+\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\bEMC\b|\bBDC\b|\bBMC\b|\bTJ\b/g;

/**
 * The ActualText spans of a content stream in Skia's shape, with the glyphs each one shows, and the
 * glyph shows outside any marked-content span (`loose`).
 */
function readShows(content: string, fontOf: (name: string) => PDFRef | undefined): { spans: Span[]; loose: Show[] } {
  const spans: Span[] = [];
  const loose: Show[] = [];
  let font: PDFRef | undefined;
  let span: (Span & { valid: boolean }) | null = null;
  for (const match of content.matchAll(token)) {
    const [whole, actualText, fontName, shown] = match;
    const at: [number, number] = [match.index, match.index + whole.length];
    if (actualText !== undefined) {
      const text = fromUtf16Hex(actualText);
      span = { text: text ?? "", glyphs: [], bdc: at, emc: at, shows: [], valid: text !== null && span === null };
    } else if (fontName !== undefined) font = fontOf(fontName);
    else if (shown !== undefined) {
      if (!font || shown.length % 4 !== 0) {
        if (span) span.valid = false;
        continue;
      }
      const glyphs = (shown.match(/.{4}/g) ?? []).map((code) => ({ code: parseInt(code, 16), font: font! }));
      if (!span) {
        loose.push({ at, glyphs });
        continue;
      }
      span.glyphs.push(...glyphs);
      span.shows.push({ at, glyphs });
    } else if (whole === "EMC") {
      if (span?.valid && span.glyphs.length > 0) spans.push({ ...span, emc: at });
      span = null;
    } else if (span) span.valid = false; // nested marked content or another text operator: left alone
  }
  return { spans, loose };
}

function fontEdit(document: PDFDocument, ref: PDFRef): FontEdit | null {
  const font = document.context.lookup(ref);
  if (!(font instanceof PDFDict)) return null;
  if (font.get(PDFName.of("Encoding"))?.toString() !== "/Identity-H") return null;
  const descendants = font.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray);
  const cidFont = descendants?.lookupMaybe(0, PDFDict);
  if (!cidFont || cidFont.get(PDFName.of("CIDToGIDMap"))?.toString() !== "/Identity") return null;
  const toUnicode = document.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (!(toUnicode instanceof PDFRawStream)) return null;
  return new FontEdit(font, cidFont, decoded(toUnicode));
}

/** The codes a ToUnicode CMap maps (bfchar and bfrange) with their text. */
function mappedCodes(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      codes.set(parseInt(code!, 16), fromUtf16(text!));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, first, last, start] of body!.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[)/g,
    )) {
      const [from, to] = [parseInt(first!, 16), parseInt(last!, 16)];
      for (let code = from; code <= to && code - from < 0x10000; code += 1)
        codes.set(code, start ? String.fromCharCode(parseInt(start, 16) + code - from) : "");
    }
  return codes;
}

// Streams are inflated and deflated with Node's zlib: pdf-lib's own (pako, in JavaScript) took most of
// the time of a rewrite (bench/README.md).
function decoded(stream: PDFRawStream): string {
  const filter = stream.dict.get(PDFName.of("Filter"))?.toString();
  const bytes = filter === "/FlateDecode" ? inflateSync(stream.contents) : decodePDFRawStream(stream).decode();
  return Buffer.from(bytes).toString("latin1");
}

function deflated(document: PDFDocument, bytes: Uint8Array): PDFRawStream {
  const contents = deflateSync(bytes);
  return PDFRawStream.of(document.context.obj({ Filter: "FlateDecode", Length: contents.length }), contents);
}

const numberOf = (value: unknown) => (value instanceof PDFNumber ? value.asNumber() : undefined);
const hex4 = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

function utf16Hex(text: string): string {
  let hex = "";
  for (let index = 0; index < text.length; index += 1) hex += hex4(text.charCodeAt(index));
  return hex;
}

/** A PDF text string written as UTF-16BE hex with its byte order mark; null for anything else. */
function fromUtf16Hex(hex: string): string | null {
  if (!/^feff/i.test(hex) || hex.length % 4 !== 0) return null;
  return fromUtf16(hex.slice(4));
}

/** UTF-16BE code units written in hex (a ToUnicode destination). */
function fromUtf16(hex: string): string {
  const units = (hex.match(/[0-9A-Fa-f]{4}/g) ?? []).map((unit) => parseInt(unit, 16));
  return String.fromCharCode(...units);
}
