/*
 * Arabic letters in their joined forms, for the share cards. Satori joins Arabic letters itself but
 * measures a word by its unjoined letters, so words stand apart by uneven gaps; letters turned into
 * their presentation forms (U+FB50-U+FEFC) here are measured as drawn. Satori draws those forms left
 * to right, so a word comes back in visual order (digits keep their own order).
 */

// isolated, final, initial, medial; two forms for letters that join only the letter before them.
const forms: Record<number, readonly number[]> = {
  0x0621: [0xfe80],
  0x0622: [0xfe81, 0xfe82],
  0x0623: [0xfe83, 0xfe84],
  0x0624: [0xfe85, 0xfe86],
  0x0625: [0xfe87, 0xfe88],
  0x0626: [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  0x0627: [0xfe8d, 0xfe8e],
  0x0628: [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  0x0629: [0xfe93, 0xfe94],
  0x062a: [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  0x062b: [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  0x062c: [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  0x062d: [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  0x062e: [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  0x062f: [0xfea9, 0xfeaa],
  0x0630: [0xfeab, 0xfeac],
  0x0631: [0xfead, 0xfeae],
  0x0632: [0xfeaf, 0xfeb0],
  0x0633: [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  0x0634: [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  0x0635: [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  0x0636: [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  0x0637: [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  0x0638: [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  0x0639: [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  0x063a: [0xfecd, 0xfece, 0xfecf, 0xfed0],
  0x0640: [0x0640, 0x0640, 0x0640, 0x0640],
  0x0641: [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  0x0642: [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  0x0643: [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  0x0644: [0xfedd, 0xfede, 0xfedf, 0xfee0],
  0x0645: [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  0x0646: [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  0x0647: [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  0x0648: [0xfeed, 0xfeee],
  0x0649: [0xfeef, 0xfef0],
  0x064a: [0xfef1, 0xfef2, 0xfef3, 0xfef4],
  0x067e: [0xfb56, 0xfb57, 0xfb58, 0xfb59],
  0x0686: [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d],
  0x0698: [0xfb8a, 0xfb8b],
  0x06a9: [0xfb8e, 0xfb8f, 0xfb90, 0xfb91],
  0x06af: [0xfb92, 0xfb93, 0xfb94, 0xfb95],
  0x06cc: [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff],
};

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
