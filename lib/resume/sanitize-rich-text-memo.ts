import "server-only";
import { LRUCache } from "lru-cache";
import { sanitizeRichText } from "@/core/templates/sanitize-html";

// A save sends the whole resume, so every save sanitised every rich text field again although an edit
// changes one: parsing HTML was a tenth of a save's CPU (bench/autosave.ts). The sanitiser is a pure
// function of its input (its options never change), so an unchanged field's output is looked up.
// Capped by total size (the input and output strings, in UTF-16 code units): recent editors' fields
// stay, the rest go, and a field too large to keep is sanitised every time.

/** The memo's cap, in code units of input plus output (about 8 MB of strings). */
export const sanitizeMemoMaxSize = 4_000_000;
const maxEntrySize = 200_000;

const memo = new LRUCache<string, string>({
  maxSize: sanitizeMemoMaxSize,
  maxEntrySize,
  sizeCalculation: (output, input) => input.length + output.length || 1,
});

/** sanitizeRichText, remembered for recent inputs. */
export function sanitizeRichTextMemo(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const output = sanitizeRichText(html);
  if (html.length + output.length <= maxEntrySize) memo.set(html, output);
  return output;
}

/** What the memo holds now, for its tests. */
export function sanitizeMemoStats(): { entries: number; size: number } {
  return { entries: memo.size, size: memo.calculatedSize };
}
