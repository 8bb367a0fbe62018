import "server-only";

/**
 * The letters of a left-to-right span for each of its glyphs (drawing order, `spacing`: whether the
 * glyph has a width), and the letters that follow each glyph on an invisible zero-width copy of it.
 *
 * One letter per glyph, as it comes, but no glyph with a width has a nonspacing mark (\p{Mn}: a
 * virama, a nukta, a vowel sign above or below) in its text: pdf.js (4.10) takes any glyph whose
 * text has one for a zero-width diacritic, so it does not advance its line for it nor check where
 * it stands (lib/pdf/text-layer.ts): the first glyph of a line drawn as "प्र" (one glyph) was added to the line before, and a
 * conjunct inside a word ("र्मा") left a gap that pdf.js read as a space. So a mark due on a glyph
 * with a width goes after the glyph before (into its own text if that one has no width, else on the
 * invisible copy), as do the marks left over after the last glyph. A glyph left without a letter
 * (the second glyph of "ई") reads as a word joiner (U+2060), which pdf.js skips: an empty entry
 * would read as its code.
 */
export function leftToRightLetters(letters: string[], spacing: boolean[]): { texts: string[]; after: string[] } {
  const texts: string[] = [];
  const after = spacing.map(() => "");
  let next = 0;
  for (const [index, hasWidth] of spacing.entries()) {
    let marks = "";
    while (hasWidth && index > 0 && next < letters.length && isMark(letters[next]!)) marks += letters[next++];
    if (marks && spacing[index - 1]) after[index - 1] += marks;
    else if (marks) texts[index - 1] += marks;
    texts.push(letters[next++] ?? "");
  }
  const rest = letters.slice(next).join("");
  const lastIndex = spacing.length - 1;
  if (spacing[lastIndex] && isMark(rest)) after[lastIndex] += rest;
  else texts[lastIndex] += rest;
  return { texts: texts.map((text) => text || "\u2060"), after };
}

/** Whether a text has a nonspacing mark (\p{Mn}). */
export const isMark = (text: string) => /\p{Mn}/u.test(text);
