/** Whether a resume's language is English, the one language Harper (the offline checker) reads. */
export function isEnglish(language: string): boolean {
  return /^en\b/i.test(language);
}
