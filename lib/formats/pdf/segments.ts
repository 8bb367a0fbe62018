import "server-only";
import type { TextRun } from "./read-pdf-text";

/*
 * From pdf.js's text runs to the lines of a page: runs on one baseline become a row (y clustering),
 * a row is cut into segments where the text jumps (a date pushed to the margin, the next column), and
 * each segment's runs are put in reading order (right-to-left lines with their left-to-right parts).
 */

export type Segment = {
  page: number;
  /** Index of the row (baseline) on the page; two segments with the same row sit side by side. */
  row: number;
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** Font and size of the segment's first letters: what tells a title, a heading and body text apart. */
  style: string;
  runs: TextRun[];
  rtl: boolean;
};

const isRtlChar = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const isLtrChar = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/u;
const whitespace = /^\s*$/;
// "1 / 3", "Page 2 of 3", "- 2 -": page numbers in a header or footer.
const pageNumber =
  /^(?:(?:page|seite|página|صفحة)\s*)?\d{1,3}\s*(?:(?:\/|of|von|de|من)\s*\d{1,3})?$|^-\s*\d{1,3}\s*-$/iu;

export const styleOf = (run: TextRun) => `${run.font}|${Math.round(run.size * 2) / 2}`;

export function mostlyRtl(text: string): boolean {
  let rtl = 0;
  let ltr = 0;
  for (const char of text) {
    if (isRtlChar.test(char)) rtl += 1;
    else if (isLtrChar.test(char)) ltr += 1;
  }
  return rtl > ltr;
}

/**
 * A page's runs as rows (one baseline each, top to bottom) of segments (left to right). In a
 * right-to-left document every line with right-to-left letters reads from the right.
 */
export function pageSegments(runs: TextRun[], rtlDocument: boolean): Segment[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x0 - b.x0);
  const rows: TextRun[][] = [];
  let rowY = -Infinity;
  for (const run of sorted) {
    const row = rows.at(-1);
    // Baselines of different sizes on one line differ by a few points: the larger size sets the slack.
    const tolerance = Math.max(2, 0.3 * Math.max(run.size, ...(row ?? []).map((other) => other.size)));
    if (row && Math.abs(run.y - rowY) <= tolerance) row.push(run);
    else {
      rows.push([run]);
      rowY = run.y;
    }
  }
  const segments: Segment[] = [];
  rows.forEach((row, index) => {
    row.sort((a, b) => a.x0 - b.x0);
    let current: TextRun[] = [];
    const flush = () => {
      const visible = current.filter((run) => !whitespace.test(run.text));
      // A line of rules, bullets or dashes alone ("—", "•") is decoration, not text.
      if (visible.some((run) => /[\p{L}\p{N}]/u.test(run.text))) segments.push(toSegment(visible, index, rtlDocument));
      current = [];
    };
    let lastEnd = -Infinity;
    for (const run of row) {
      const blank = whitespace.test(run.text);
      // pdf.js marks a wide jump with a space run as wide as the jump: a separator, not a space.
      if (blank && run.x1 - run.x0 > 1.2 * run.size) {
        flush();
        continue;
      }
      const previous = current.at(-1);
      const resized = previous && !blank && Math.abs(previous.size - run.size) > 0.08 * run.size;
      const spaced = previous && (whitespace.test(previous.text) || run.x0 - lastEnd > 0.15 * run.size);
      // A jump, or a change of size after a space (a name, then its level set smaller, on either
      // side in a right-to-left line), ends a segment.
      if (!blank && current.length > 0 && (run.x0 - lastEnd > 0.8 * run.size || (resized && spaced))) flush();
      current.push(run);
      lastEnd = Math.max(lastEnd, run.x1);
    }
    flush();
  });
  return segments.filter((segment) => !pageNumber.test(segment.text));
}

function toSegment(runs: TextRun[], row: number, rtlDocument: boolean): Segment {
  const joined = runs.map((run) => run.text).join("");
  const rtl = rtlDocument ? isRtlChar.test(joined) : mostlyRtl(joined);
  const { ordered, mirrored } = rtl ? rightToLeftOrder(runs) : { ordered: runs, mirrored: new Set<TextRun>() };
  let text = "";
  for (const [index, run] of ordered.entries()) {
    const previous = ordered[index - 1];
    const gap = previous ? Math.max(previous.x0 - run.x1, run.x0 - previous.x1) : 0;
    const needsSpace = previous && gap > 0.15 * run.size && !/\s$/.test(text) && !/^\s/.test(run.text);
    // In a right-to-left line a bracket is drawn mirrored: the glyph at the right that opens
    // "(مسار)" reads back as ")". Brackets standing alone outside left-to-right text face back.
    const part = mirrored.has(run) ? mirrorBrackets(run.text) : run.text;
    text += (needsSpace ? " " : "") + part;
  }
  const first = ordered.find((run) => /[\p{L}\p{N}]/u.test(run.text)) ?? ordered[0]!;
  return {
    page: runs[0]!.page,
    row,
    text: unspace(text.replace(/\s+/g, " ").trim()),
    x0: Math.min(...runs.map((run) => run.x0)),
    x1: Math.max(...runs.map((run) => run.x1)),
    y: Math.max(...runs.map((run) => run.y)),
    size: Math.max(...runs.map((run) => run.size)),
    style: styleOf(first),
    runs: ordered,
    rtl,
  };
}

const isStrongLtr = (run: TextRun) => isLtrChar.test(run.text) && !isRtlChar.test(run.text);

/**
 * The runs of a right-to-left line in reading order (pdf.js gives each run's own text in logical
 * order): from the right, except that a stretch of left-to-right words (with the spaces, commas
 * and digits between them) reads from its left, as the bidirectional algorithm laid it out.
 */
function rightToLeftOrder(runs: TextRun[]): { ordered: TextRun[]; mirrored: Set<TextRun> } {
  const visual = [...runs].sort((a, b) => b.x0 - a.x0);
  const ordered: TextRun[] = [];
  const mirrored = new Set<TextRun>();
  let index = 0;
  while (index < visual.length) {
    const run = visual[index]!;
    if (!isStrongLtr(run)) {
      if (!isRtlChar.test(run.text) && /^[()[\]{}]+$/.test(run.text.trim())) mirrored.add(run);
      ordered.push(run);
      index += 1;
      continue;
    }
    let last = index;
    for (let next = index + 1; next < visual.length && !isRtlChar.test(visual[next]!.text); next += 1)
      if (isStrongLtr(visual[next]!)) last = next;
    ordered.push(...visual.slice(index, last + 1).reverse());
    index = last + 1;
  }
  return { ordered, mirrored };
}

const mirrors: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{" };
const mirrorBrackets = (text: string) => text.replace(/[()[\]{}]/g, (bracket) => mirrors[bracket]!);

/**
 * Letter-spaced text ("E X P E R I E N C E", pdf.js puts a space between letters spaced wider than
 * a tenth of the font size) gets its letters back together; where the words were is not in the
 * text any more, so a spaced-out line reads as one word here (fixed for the name by the caller).
 */
function unspace(text: string): string {
  const tokens = text.split(" ");
  if (tokens.length >= 4 && tokens.every((token) => [...token].length === 1)) return tokens.join("");
  return text;
}

/** Whether a segment's text was letter-spaced (and so lost its word breaks). */
export const wasLetterSpaced = (segment: Segment) =>
  !segment.text.includes(" ") && segment.runs.some((run) => / \S /.test(run.text));
