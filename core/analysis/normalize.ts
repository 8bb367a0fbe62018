/*
 * Text normalisation shared by the job description and the resume, so both sides of a match are
 * compared in the same form: Unicode NFKC, lower case, Arabic-Indic digits as ASCII, Arabic letter
 * variants folded (alef forms → ا, ى → ي, ة → ه, ؤ → و, ئ → ي), diacritics and tatweel removed,
 * and the Arabic definite article (with its attached conjunctions and prepositions) taken off a word.
 */

const arabicDiacritics = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const tatweel = /\u0640/g;

function foldArabic(text: string): string {
  return text
    .replace(arabicDiacritics, "")
    .replace(tatweel, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/ؤ/g, "و")
    .replace(/ئ/g, "ي");
}

function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** The comparable form of a text (see above); word boundaries and punctuation are kept. */
export function normalizeText(text: string): string {
  return foldArabic(asciiDigits(text.normalize("NFKC").toLowerCase()));
}

const arabicLetter = /[\u0621-\u064A]/;
const articlePrefixes = ["وال", "بال", "فال", "كال", "لل", "ال"];

/** An Arabic word without its definite article ("والمحاسبه" → "محاسبه"); other words unchanged. */
function stripArticle(token: string): string {
  if (!arabicLetter.test(token)) return token;
  for (const prefix of articlePrefixes) {
    if (token.startsWith(prefix) && token.length - prefix.length >= 3) return token.slice(prefix.length);
  }
  return token;
}

// A word: letters and digits, with the joins technical names use inside a word (node.js, c++, c#).
const wordPattern = /[\p{L}\p{N}](?:[\p{L}\p{N}]|\.(?=[\p{L}\p{N}])|-(?=[\p{L}\p{N}]))*[+#]*/gu;

/** The words of a normalised text, in order, as compared by the matcher. */
export function tokenize(text: string): string[] {
  return (normalizeText(text).match(wordPattern) ?? []).map(stripArticle);
}

const arabicClitics = "وبلفك";

/** A word of the text is the phrase's word, or that word with an attached Arabic clitic (و، ب، ل، ف، ك). */
function sameWord(word: string, target: string): boolean {
  if (word === target) return true;
  return (
    word.length === target.length + 1 &&
    arabicClitics.includes(word[0] ?? "") &&
    word.endsWith(target) &&
    arabicLetter.test(target)
  );
}

// The words of a text and their forms without a clitic, for a quick "cannot match" answer.
const wordSets = new WeakMap<readonly string[], Set<string>>();
export function wordSet(words: readonly string[]): Set<string> {
  let set = wordSets.get(words);
  if (!set) {
    set = new Set(words);
    for (const word of words)
      if (word.length > 3 && arabicClitics.includes(word[0] ?? "") && arabicLetter.test(word)) set.add(word.slice(1));
    wordSets.set(words, set);
  }
  return set;
}

/** Does the word sequence `phrase` occur in `words` as whole words? Returns the index or -1. */
export function findPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  const set = wordSet(words);
  if (!phrase.every((word) => set.has(word))) return -1;
  outer: for (let start = 0; start + phrase.length <= words.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) {
      if (!sameWord(words[start + offset] ?? "", phrase[offset] ?? "")) continue outer;
    }
    return start;
  }
  return -1;
}

/** A Latin word reduced to a rough stem for loose duty matching ("managed", "managing" → "manag"). */
export function roughStem(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|e)$/, "");
}

export function containsArabic(text: string): boolean {
  return arabicLetter.test(text);
}
