import "server-only";
import { headingKind, headingMatch, type HeadingKind } from "./headings";
import { isDate } from "./patterns";
import type { PdfText } from "./read-pdf-text";
import { mostlyRtl, pageSegments, wasLetterSpaced, type Segment } from "./segments";

/*
 * From pdf.js's text runs to the reading order of a resume: runs on one baseline become rows (y
 * clustering), a row is cut into segments where the text jumps (a date pushed to the right margin,
 * the next column), empty vertical bands of a page become its column gutters (a sidebar beside the
 * main column), and headings from the dictionary (then lines styled like them) open sections.
 */

export type { Segment } from "./segments";

export type Section = { kind: HeadingKind | "custom"; heading: Segment; rows: Segment[][] };
export type Layout = {
  /** Everything before the first heading: the header with the name and contact details. */
  preamble: Segment[];
  sections: Section[];
  /** All segments of page 1, for finding the name by size. */
  firstPage: Segment[];
  rtl: boolean;
};

type Column = { x0: number; x1: number };

/** The page's columns: x bands with text, split by vertical gutters at least `gutter` points wide. */
function findColumns(segments: Segment[], gutter = 6): Column[] {
  const spans = segments.map((segment) => [segment.x0, segment.x1] as const).sort((a, b) => a[0] - b[0]);
  const columns: Column[] = [];
  for (const [x0, x1] of spans) {
    const last = columns.at(-1);
    if (last && x0 - last.x1 < gutter) last.x1 = Math.max(last.x1, x1);
    else columns.push({ x0, x1 });
  }
  return columns;
}

function columnOf(segment: Segment, columns: Column[]): number {
  const index = columns.findIndex((column) => segment.x0 >= column.x0 - 1 && segment.x1 <= column.x1 + 1);
  return index;
}

export function buildLayout(pdf: PdfText): Layout {
  const rtl = mostlyRtl(pdf.pages.flatMap((page) => page.runs.map((run) => run.text)).join(" "));
  const pages = pdf.pages.map((page) => joinWrappedHeadings(pageSegments(page.runs, rtl)));
  const all = pages.flat();
  const headingStyles = dictionaryHeadingStyles(all);
  const headingSpace = spaceAboveHeadings(pages, headingStyles);
  const isHeading = (segment: Segment, alone: boolean) => {
    // A whole known heading; a line that only has a heading's word in it ("Experiencia laboral") must
    // also be set like a heading, as a custom one.
    if (isKnownHeading(segment.text)) return headingStyles.size === 0 || headingStyles.has(segment.style);
    return (
      alone &&
      isCustomHeading(segment, headingStyles, all) &&
      // Entry titles can share the headings' style (a sidebar): a heading has the space of one above it.
      (spaceAbove(segment, pages[segment.page - 1]!) ?? Infinity) >= 0.75 * (headingSpace(segment) ?? 0)
    );
  };

  const preamble: Segment[] = [];
  const sections: Section[] = [];
  // Each segment's section by the column it stands in (and the page before, for a column that
  // starts with the rest of a section).
  const byColumn = new Map<Segment, Section>();
  // The column each heading was found in.
  const headingColumn = new Map<Segment, Column>();
  // Segments of a narrow column without headings of its own (dates and places set in a margin).
  const inMarginColumn = new Set<Segment>();
  // The section that was open at the end of each column of the previous page, by its x band.
  let openBefore: { column: Column; section: Section | null }[] = [];

  pages.forEach((segments, pageIndex) => {
    // A custom heading stands alone on its line: nothing under or over it, and no period right beside
    // it (an entry's title in bold capitals, "ICAEW   2012–2015", is not a heading; a heading in a
    // margin beside its first entry is).
    const aloneInRow = (segment: Segment) => {
      const row = segments.filter((other) => other.row === segment.row && other !== segment);
      const next = row
        .filter((other) => (rtl ? other.x1 <= segment.x0 : other.x0 >= segment.x1))
        .sort((a, b) => (rtl ? b.x1 - a.x1 : a.x0 - b.x0))[0];
      return !row.some((other) => overlapsX(other, segment, 4)) && !(next && isDate(next.text));
    };
    const headingSegments = new Set(segments.filter((segment) => isHeading(segment, aloneInRow(segment))));
    const firstHeadingY = Math.min(...[...headingSegments].map((segment) => segment.y));
    const body =
      pageIndex === 0 && Number.isFinite(firstHeadingY)
        ? segments.filter((segment) => segment.y >= firstHeadingY - 2)
        : segments;
    let columns = findColumns(body);
    // A band holding headings only (headings set in a margin beside their text) belongs to the text
    // beside it, in reading direction.
    columns = mergeHeadingBands(columns, segments, headingSegments, rtl);
    const columnSegments: Segment[][] = columns.map(() => []);
    for (const segment of segments) {
      const index = columnOf(segment, columns);
      if (index < 0) {
        if (pageIndex === 0 && segment.y < firstHeadingY) preamble.push(segment);
        else columnSegments[widestOverlap(segment, columns)]!.push(segment);
      } else columnSegments[index]!.push(segment);
    }
    const order = columns.map((_, index) => index);
    if (rtl) order.reverse();
    columnSegments.forEach((inside) => {
      if (inside.every((segment) => !headingSegments.has(segment) && segment.text.length <= 30))
        for (const segment of inside) inMarginColumn.add(segment);
    });
    const openNow: typeof openBefore = [];
    for (const index of order) {
      const column = columns[index]!;
      const inColumn = columnSegments[index]!.sort(
        (a, b) =>
          a.row - b.row ||
          Number(headingSegments.has(b)) - Number(headingSegments.has(a)) ||
          (rtl ? b.x1 - a.x1 : a.x0 - b.x0),
      );
      let section: Section | null =
        pageIndex === 0
          ? null
          : (openBefore.find((open) => overlapsX(open.column, column, 0))?.section ?? sections.at(-1) ?? null);
      for (const segment of inColumn) {
        if (headingSegments.has(segment)) {
          headingColumn.set(segment, column);
          section = {
            kind: headingMatch(segment.text, wasLetterSpaced(segment))?.kind ?? "custom",
            heading: segment,
            rows: [],
          };
          sections.push(section);
          continue;
        }
        if (section) byColumn.set(segment, section);
        else preamble.push(segment);
      }
      openNow.push({ column, section });
    }
    openBefore = openNow;
  });

  // Headings centred over two sections side by side (or over a part of the page only) do not make
  // columns of the whole page: a segment under a heading it overlaps belongs to the nearest such
  // heading above it, a segment beside one (a date in the margin) to its row's; the columns decide
  // the rest (headings in a margin band, text continued from the page before).
  const headingOf = new Map(sections.map((section) => [section.heading, section]));
  const assigned = new Map<Segment, Section>();
  const bandOf = new Map<Segment, Segment>();
  for (const segments of pages) {
    const headings = segments.filter((segment) => headingOf.has(segment));
    // Headings side by side on one line (two sections in columns under them) share the line's
    // width: each owns the band up to halfway to its neighbour, however short its title.
    const territory = new Map<Segment, { x0: number; x1: number }>();
    for (const heading of headings) {
      const line = headings.filter((other) => other.row === heading.row).sort((a, b) => a.x0 - b.x0);
      if (line.length < 2) {
        // A heading alone on its line (centred over its column) owns its column's width.
        territory.set(heading, headingColumn.get(heading) ?? heading);
        continue;
      }
      const index = line.indexOf(heading);
      const previous = line[index - 1];
      const next = line[index + 1];
      territory.set(heading, {
        x0: previous ? (previous.x1 + heading.x0) / 2 : -Infinity,
        x1: next ? (heading.x1 + next.x0) / 2 : Infinity,
      });
    }
    for (const segment of segments) {
      if (headingOf.has(segment)) continue;
      const isAbove = (heading: Segment) =>
        heading.row < segment.row || (heading.row === segment.row && heading !== segment);
      const nearest = (candidates: Segment[]) => candidates.sort((a, b) => b.y - a.y)[0];
      const byBox = nearest(headings.filter((heading) => isAbove(heading) && overlapsX(heading, segment, 0)));
      const byBand = nearest(
        headings.filter(
          (heading) =>
            isAbove(heading) &&
            overlapsX(territory.get(heading)!, segment, 0) &&
            // A shared line's band reaches down only to the next heading across it.
            !headings.some(
              (other) =>
                other.row > heading.row && other.row <= segment.row && overlapsX(other, territory.get(heading)!, 0),
            ),
        ),
      );
      // Last resort: a heading set in a margin before its text (a timeline) reaches across the
      // page in reading direction, down to the next heading across that reach.
      const reach = (heading: Segment) => (rtl ? { x0: -Infinity, x1: heading.x1 } : { x0: heading.x0, x1: Infinity });
      const path = (heading: Segment) =>
        rtl ? { x0: segment.x0, x1: heading.x1 } : { x0: heading.x0, x1: segment.x1 };
      const byReach = nearest(
        headings.filter(
          (heading) =>
            isAbove(heading) &&
            byColumn.has(segment) &&
            // A heading with its own text right under it heads a column (a sidebar level with the
            // top of the main column), not a margin; dates may stand under a margin heading.
            !segments.some(
              (other) =>
                other.row > heading.row &&
                other.y - heading.y < 3 * heading.size &&
                overlapsX(other, heading, 0) &&
                !headingOf.has(other) &&
                !isDate(other.text),
            ) &&
            (rtl ? heading.x0 >= segment.x1 : heading.x1 <= segment.x0) &&
            overlapsX(reach(heading), segment, 0) &&
            // ... up to the segment: a heading of another column further on does not cut it, and it
            // does not reach over lines of text between them (a sidebar beyond the main column).
            !headings.some(
              (other) => other.row > heading.row && other.row <= segment.row && overlapsX(other, path(heading), 0),
            ) &&
            !segments.some(
              (other) =>
                other.row >= heading.row &&
                other.row <= segment.row &&
                other.text.length > 30 &&
                !headingOf.has(other) &&
                overlapsX(other, rtl ? { x0: segment.x1, x1: heading.x0 } : { x0: heading.x1, x1: segment.x0 }, -1),
            ),
        ),
      );
      if (byBand ?? byReach) bandOf.set(segment, (byBand ?? byReach)!);
      let above = byBox && byBand && byBand.y > byBox.y ? byBand : byBox;
      // A margin date under the edge of one heading but beside a later heading of the same margin
      // (a timeline) belongs to the later one.
      if (above && byReach && byReach.y > above.y && overlapsX(byReach, above, 0)) above = byReach;
      if (above) assigned.set(segment, headingOf.get(above)!);
    }
    for (const segment of segments) {
      if (headingOf.has(segment) || assigned.has(segment)) continue;
      const neighbour = segments
        .filter(
          (other) =>
            other.row === segment.row &&
            assigned.has(other) &&
            (byColumn.get(other) === byColumn.get(segment) || inMarginColumn.has(segment)),
        )
        .sort((a, b) => Math.abs(a.x1 - segment.x0) - Math.abs(b.x1 - segment.x0))[0];
      const band = bandOf.get(segment);
      const section = neighbour ? assigned.get(neighbour) : band ? headingOf.get(band) : byColumn.get(segment);
      if (section) assigned.set(segment, section);
    }
  }
  const inPreamble = new Set(preamble);
  for (const [segment, section] of assigned) {
    if (inPreamble.has(segment)) {
      // Text above every heading of its column but under a heading it overlaps is that heading's.
      inPreamble.delete(segment);
    }
    void section;
  }
  const finalPreamble = preamble.filter((segment) => inPreamble.has(segment));
  preamble.length = 0;
  preamble.push(...finalPreamble);
  const rowsOf = new Map<Section, Segment[]>();
  for (const [segment, section] of assigned) rowsOf.set(section, [...(rowsOf.get(section) ?? []), segment]);
  for (const section of sections) {
    const segments = (rowsOf.get(section) ?? []).sort(
      (a, b) => a.page - b.page || a.row - b.row || (rtl ? b.x1 - a.x1 : a.x0 - b.x0),
    );
    for (const segment of segments) {
      const lastRow = section.rows.at(-1);
      if (lastRow && lastRow[0]!.row === segment.row && lastRow[0]!.page === segment.page) lastRow.push(segment);
      else section.rows.push([segment]);
    }
  }
  // Sections come in reading order: a sidebar's sections after (or, right to left, before) the main
  // column's on each page; what matters downstream is each section's own rows, kept in order.
  preamble.sort((a, b) => a.page - b.page || a.row - b.row || (rtl ? b.x1 - a.x1 : a.x0 - b.x0));
  return { preamble, sections, firstPage: pages[0] ?? [], rtl };
}

function overlapsX(a: { x0: number; x1: number }, b: { x0: number; x1: number }, slack: number): boolean {
  return a.x0 < b.x1 + slack && b.x0 < a.x1 + slack;
}

function widestOverlap(segment: Segment, columns: Column[]): number {
  let best = 0;
  let bestWidth = -Infinity;
  columns.forEach((column, index) => {
    const width = Math.min(segment.x1, column.x1) - Math.max(segment.x0, column.x0);
    if (width > bestWidth) [best, bestWidth] = [index, width];
  });
  return best;
}

function mergeHeadingBands(columns: Column[], segments: Segment[], headings: Set<Segment>, rtl: boolean): Column[] {
  if (columns.length < 2) return columns;
  const merged = columns.map((column) => ({ ...column }));
  const onlyHeadings = (column: Column) => {
    const inside = segments.filter((segment) => segment.x0 >= column.x0 - 1 && segment.x1 <= column.x1 + 1);
    return inside.length > 0 && inside.every((segment) => headings.has(segment));
  };
  const result: Column[] = [];
  for (let index = 0; index < merged.length; index += 1) {
    const column = merged[index]!;
    if (onlyHeadings(column)) {
      const target = rtl ? result.at(-1) : merged[index + 1];
      if (target) {
        target.x0 = Math.min(target.x0, column.x0);
        target.x1 = Math.max(target.x1, column.x1);
        continue;
      }
    }
    result.push(column);
  }
  return result;
}

/**
 * A heading wrapped over two lines in a narrow margin ("EXPERIENCIA" over "PROFESIONAL") is one line
 * again: the line right under it, in its style and at either of its edges, when the two together are a
 * known heading (a whole one, or, for a one-word line in the same capitals, one of the same section).
 */
function joinWrappedHeadings(segments: Segment[]): Segment[] {
  const removed = new Set<Segment>();
  for (const top of segments) {
    if (removed.has(top)) continue;
    const under = segments
      .filter(
        (other) =>
          other.y > top.y &&
          other.y - top.y < 2.2 * top.size &&
          other.style === top.style &&
          // Either edge: a heading in a margin is often set flush to the text beside it.
          (Math.abs(other.x0 - top.x0) < 2 || Math.abs(other.x1 - top.x1) < 2),
      )
      .sort((a, b) => a.y - b.y)[0];
    if (!under) continue;
    const joined = headingMatch(`${top.text} ${under.text}`);
    const alike = (text: string) => text === text.toUpperCase() && /\p{Lu}/u.test(text);
    const topKind = headingKind(top.text);
    const joins =
      joined &&
      (topKind === undefined || topKind === joined.kind) &&
      headingKind(under.text) === undefined &&
      (joined.exact || (!under.text.includes(" ") && alike(top.text) && alike(under.text)));
    if (!joins) continue;
    top.text = `${top.text} ${under.text}`;
    top.runs = [...top.runs, ...under.runs];
    top.x1 = Math.max(top.x1, under.x1);
    top.x0 = Math.min(top.x0, under.x0);
    removed.add(under);
  }
  return segments.filter((segment) => !removed.has(segment));
}

/**
 * Whether a line is a whole known heading. A line with only a heading's word in it ("Experiencia
 * laboral", but also "Kontakt auf Anfrage" in a reference) does not tell the headings' style: it is a
 * heading when it is set like the known ones.
 */
const isKnownHeading = (text: string) => headingMatch(text)?.exact === true;

/**
 * The styles (font and size) of the lines that are dictionary headings, when they agree; for a
 * document without two whole known headings in one style, those of the lines with a heading's word.
 */
function dictionaryHeadingStyles(segments: Segment[]): Set<string> {
  const stylesOf = (known: (text: string) => boolean) => {
    const counts = new Map<string, number>();
    for (const segment of segments)
      if (known(segment.text)) counts.set(segment.style, (counts.get(segment.style) ?? 0) + 1);
    return new Set([...counts].filter(([, count]) => count >= 2).map(([style]) => style));
  };
  const exact = stylesOf(isKnownHeading);
  return exact.size > 0 ? exact : stylesOf((text) => headingKind(text) !== undefined);
}

/** The space between a segment and the nearest text above it in its band (undefined at the top). */
function spaceAbove(segment: Segment, page: Segment[]): number | undefined {
  const above = page.filter((other) => other.row < segment.row && overlapsX(other, segment, 0));
  if (above.length === 0) return undefined;
  return segment.y - Math.max(...above.map((other) => other.y));
}

/**
 * The space above the dictionary headings of a segment's band (its column): the least of them, as
 * a custom heading is set like them; undefined when none can be measured.
 */
function spaceAboveHeadings(pages: Segment[][], styles: Set<string>): (segment: Segment) => number | undefined {
  const measured = pages.flatMap((page) =>
    page
      .filter((segment) => isKnownHeading(segment.text) && (styles.size === 0 || styles.has(segment.style)))
      .flatMap((segment) => {
        const space = spaceAbove(segment, page);
        return space === undefined ? [] : [{ segment, space }];
      }),
  );
  return (segment) => {
    const inBand = measured.filter((heading) => overlapsX(heading.segment, segment, 0));
    const spaces = (inBand.length > 0 ? inBand : measured).map((heading) => heading.space);
    return spaces.length > 0 ? Math.min(...spaces) : undefined;
  };
}

/**
 * A heading the dictionary does not know (a custom section): alone on its line, short, in the
 * style of the known headings and in capitals when they are.
 */
function isCustomHeading(segment: Segment, styles: Set<string>, all: Segment[]): boolean {
  if (!styles.has(segment.style)) return false;
  if (segment.text.split(" ").length > 6 || !/\p{L}/u.test(segment.text)) return false;
  const known = all.filter((other) => styles.has(other.style) && isKnownHeading(other.text));
  const capitals =
    known.length > 0 && known.every((other) => other.text === other.text.toUpperCase() && /\p{Lu}/u.test(other.text));
  if (capitals && segment.text !== segment.text.toUpperCase()) return false;
  return true;
}
