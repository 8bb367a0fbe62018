/**
 * User content (a name, a resume's title) set into a translated sentence, wrapped in Unicode's
 * first-strong isolate (U+2068 ... U+2069): it keeps its own direction and cannot pull the sentence's
 * punctuation or neighbouring words into it. An Arabic name in an English sentence, or a title ending
 * in digits in an Arabic one, would otherwise be laid out in the wrong order.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
