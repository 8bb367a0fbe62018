/**
 * Adds the keywords typed in `text` to `existing` (spec §5): split on commas, trimmed, empty ones
 * dropped, and none added twice (compared without regard to case).
 */
export function mergeKeywords(existing: readonly string[], text: string): string[] {
  const result = [...existing];
  const seen = new Set(existing.map((keyword) => keyword.toLocaleLowerCase()));
  for (const part of text.split(",")) {
    const keyword = part.trim();
    const key = keyword.toLocaleLowerCase();
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
  }
  return result;
}
