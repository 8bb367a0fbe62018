/*
 * Arabic letters in their joined forms, for the share cards. Satori joins Arabic letters itself but
 * measures a word by its unjoined letters, so words stand apart by uneven gaps; letters turned into
 * their presentation forms (U+FB50-U+FEFC) here are measured as drawn. Satori draws those forms left
 * to right, so a word comes back in visual order (digits keep their own order).
 */

// A letter's presentation forms stand one after another: isolated, final, initial, medial. Letters that join
// only the letter before them have the first two, hamza only the isolated one, the others all four.
const hamza = 0x0621;
const joinsOnlyBefore = new Set([..."آأؤإاةدذرزوىژ"].map((letter) => letter.codePointAt(0)));
const formCount = (code: number) => (code === hamza ? 1 : joinsOnlyBefore.has(code) ? 2 : 4);
const formsFrom = (first: number, count: number) => Array.from({ length: count }, (_, index) => first + index);
const codesFrom = (first: number, last: number) => formsFrom(first, last - first + 1);

/** Each letter's forms: Arabic Presentation Forms-B holds U+0621-U+063A and U+0641-U+064A in order from U+FE80. */
function presentationForms(): Record<number, readonly number[]> {
  // Tatweel, the joining stroke, stays itself in every position.
  const forms: Record<number, readonly number[]> = { 0x0640: [0x0640, 0x0640, 0x0640, 0x0640] };
  let next = 0xfe80;
  for (const code of [...codesFrom(0x0621, 0x063a), ...codesFrom(0x0641, 0x064a)]) {
    forms[code] = formsFrom(next, formCount(code));
    next += formCount(code);
  }
  // Persian letters, scattered through Presentation Forms-A (پ چ ژ ک گ ی): each one's first form.
  const persian = { 0x067e: 0xfb56, 0x0686: 0xfb7a, 0x0698: 0xfb8a, 0x06a9: 0xfb8e, 0x06af: 0xfb92, 0x06cc: 0xfbfc };
  for (const [code, first] of Object.entries(persian)) forms[Number(code)] = formsFrom(first, formCount(Number(code)));
  return forms;
}

const forms = presentationForms();

// Lam followed by these alefs is one ligature: isolated, final.
const lamAlef: Record<number, readonly [number, number]> = {
  0x0622: [0xfef5, 0xfef6],
  0x0623: [0xfef7, 0xfef8],
  0x0625: [0xfef9, 0xfefa],
  0x0627: [0xfefb, 0xfefc],
};

const lam = 0x0644;
// Vowel marks and other combining signs: left out (satori would place them on the wrong letter).
const isMark = (code: number) => (code >= 0x064b && code <= 0x065f) || code === 0x0670;
const joinsBoth = (code: number | undefined) => code !== undefined && (forms[code]?.length ?? 0) === 4;
const joinsBefore = (code: number | undefined) => code !== undefined && (forms[code]?.length ?? 0) >= 2;
const digit = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/** A word's Arabic letters in their joined presentation forms, in logical order. */
export function joinArabicLetters(word: string): string {
  const codes = [...word].map((char) => char.codePointAt(0) ?? 0).filter((code) => !isMark(code));
  const out: number[] = [];
  for (let index = 0; index < codes.length; index += 1) {
    const code = codes[index] ?? 0;
    const letter = forms[code];
    if (!letter) {
      out.push(code);
      continue;
    }
    const joinedBefore = joinsBoth(codes[index - 1]) && joinsBefore(code);
    const next = codes[index + 1];
    if (code === lam && next !== undefined && lamAlef[next]) {
      out.push(lamAlef[next][joinedBefore ? 1 : 0]);
      index += 1;
      continue;
    }
    const joinsAfter = joinsBoth(code) && joinsBefore(next);
    const form = joinedBefore ? (joinsAfter ? 3 : 1) : joinsAfter ? 2 : 0;
    out.push(letter[form] ?? letter[0] ?? code);
  }
  return String.fromCodePoint(...out);
}

/** A right-to-left word as satori should draw it left to right: joined letters, reversed, digits kept in order. */
export function visualArabicWord(word: string): string {
  const joined = joinArabicLetters(word);
  const runs = joined.match(/[0-9\u0660-\u0669\u06f0-\u06f9]+|[^0-9\u0660-\u0669\u06f0-\u06f9]+/g) ?? [];
  return runs
    .reverse()
    .map((run) => (digit.test(run) ? run : [...run].reverse().join("")))
    .join("");
}
