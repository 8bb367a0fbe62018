/*
 * Whether a reader's text keeps each part of a resume whole and in order (issue 25, item 2).
 *
 * The resume is cut into blocks in document order (the print page's DOM): each section's heading,
 * each of its items, and everything else (the header) as one block that is not checked. The reader's
 * words are then given back to the blocks they came from, one by one in the order read, and the
 * blocks are read off in that order. A reader keeps the resume in order when
 * - every heading and item is read in one stretch (no other block's words inside it: that is what a
 *   column switch in the middle of an item looks like, "Cut p99 latency … by / Backend / 63%"),
 * - every heading is read before its section's items, and
 * - a section's items are read in their order.
 */

/** A part of the resume in document order, with its words (lower case, letters and digits). */
export type ReadingBlock = {
  kind: "heading" | "item" | "other";
  /** The section's layout id (empty for "other"). */
  section: string;
  /** "main" or "sidebar": where the block is drawn. */
  column: string;
  words: string[];
};

export type ReadingProblem =
  | { problem: "split"; section: string; block: string; column: string }
  | { problem: "heading after item"; section: string; block: string }
  | { problem: "items out of order"; section: string; block: string };

// Harakat are left out: pdftotext places them apart from their letters (docs/TEMPLATES.md, "Text layer").
const harakat = /[\u064b-\u065f\u0670]/g;

/** The words of a text: runs of letters, marks and digits, lower case, composed, without harakat. */
export function readingWords(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .replace(harakat, "")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * A reader's text as words, each with its line. Page numbers ("2 / 3") are not part of any block and
 * are taken out; letters that a reader spaced out one by one (pdf.js reads a letter-spaced heading as
 * "S K I L L S") are joined back into one word.
 */
function readerWords(text: string): { word: string; line: number }[] {
  const lines = text.replace(/(?<!\p{Nd})\p{Nd}{1,2} ?\/ ?\p{Nd}{1,2}(?!\p{Nd})/gu, " ").split("\n");
  return lines.flatMap((line, index) => {
    const joined: string[] = [];
    let letters: string[] = [];
    const flush = () => {
      if (letters.length >= 3) joined.push(letters.join(""));
      else joined.push(...letters);
      letters = [];
    };
    for (const word of readingWords(line)) {
      if ([...word].length === 1 && /\p{L}/u.test(word)) letters.push(word);
      else {
        flush();
        joined.push(word);
      }
    }
    flush();
    return joined.map((word) => ({ word, line: index }));
  });
}

/** A block's words, and (for a heading or the header) its words joined, as a spaced-out reading gives them. */
function blockWords(block: ReadingBlock): string[] {
  if (block.kind === "item" || block.words.length < 2) return block.words;
  return [...block.words, block.words.join("")];
}

/**
 * The blocks in the order a reader reads them: each of the reader's words goes to a block that still
 * has it: the block being read if it can; otherwise the block whose next unread words (in its own
 * order) it is among, that has most of the other words of the reader's line and of the next few, that was not read yet, and that is
 * nearest the block being read (a block read
 * again is the failure this measures, so it is the last guess). Words no block has (a reader's split
 * of a word) are passed over. Consecutive words of one block make one stretch.
 */
export function readingSequence(blocks: ReadingBlock[], text: string): number[] {
  const unread = blocks.map((block) => blockWords(block).map((word) => ({ word, read: false })));
  const has = (block: number, word: string) => unread[block]!.some((part) => !part.read && part.word === word);
  // A reader may give a right-to-left line's words in visual order (pdftotext -raw), so "next" is any
  // of a block's next few unread words.
  const isNext = (block: number, word: string) =>
    unread[block]!.filter((part) => !part.read)
      .slice(0, 3)
      .some((part) => part.word === word);
  const started = new Set<number>();
  const words = readerWords(text);
  const sequence: number[] = [];
  let current = -1;
  for (const [index, { word, line }] of words.entries()) {
    let chosen = current >= 0 && has(current, word) ? current : -1;
    if (chosen < 0) {
      const sameLine = words.filter((other, at) => other.line === line && at !== index).map((other) => other.word);
      const lookahead = words.slice(index + 1, index + 9).map((next) => next.word);
      let best = -Infinity;
      for (const [block] of blocks.entries()) {
        if (!has(block, word)) continue;
        const score =
          (isNext(block, word) ? 20 : 0) +
          sameLine.filter((other) => has(block, other)).length * 10 +
          lookahead.filter((next) => has(block, next)).length * 3 +
          (started.has(block) ? 0 : 5) -
          Math.abs(block - current) / 1000;
        if (score > best) [best, chosen] = [score, block];
      }
    }
    if (chosen < 0) continue;
    unread[chosen]!.find((part) => !part.read && part.word === word)!.read = true;
    started.add(chosen);
    current = chosen;
    if (sequence.at(-1) !== chosen) sequence.push(chosen);
  }
  return sequence;
}

const describeBlock = (block: ReadingBlock) => block.words.slice(0, 6).join(" ");

/** What keeps a reader's text from reading the resume whole and in order (empty when it does). */
export function readingProblems(blocks: ReadingBlock[], text: string): ReadingProblem[] {
  const sequence = readingSequence(blocks, text);
  const stretches = new Map<number, number>();
  for (const block of sequence) stretches.set(block, (stretches.get(block) ?? 0) + 1);
  const firstRead = (block: number) => sequence.indexOf(block);
  const problems: ReadingProblem[] = [];
  let heading = -1;
  let previousItem = -1;
  for (const [index, block] of blocks.entries()) {
    if (block.kind === "other") continue;
    if ((stretches.get(index) ?? 0) > 1)
      problems.push({ problem: "split", section: block.section, block: describeBlock(block), column: block.column });
    if (block.kind === "heading") {
      [heading, previousItem] = [index, -1];
      continue;
    }
    const at = firstRead(index);
    if (at < 0) continue;
    if (heading >= 0 && blocks[heading]!.section === block.section && firstRead(heading) > at)
      problems.push({ problem: "heading after item", section: block.section, block: describeBlock(block) });
    if (previousItem >= 0 && firstRead(previousItem) > at)
      problems.push({ problem: "items out of order", section: block.section, block: describeBlock(block) });
    previousItem = index;
  }
  return problems;
}

/**
 * The blocks of the print page, for page.evaluate in the print browser: a space after every element
 * first (innerText joins side-by-side elements without one), then each section's heading and items
 * (a section without items, the summary, is one item), after what is outside the sections (the header).
 */
export const readingBlocksScript = `(() => {
  for (const element of document.body.querySelectorAll("*")) element.after(" ");
  const column = (element) => (element.closest(".vr-columns--split > .vr-sidebar") ? "sidebar" : "main");
  const textWithout = (element, hidden) => {
    for (const part of hidden) part.style.display = "none";
    const text = element.innerText;
    for (const part of hidden) part.style.display = "";
    return text;
  };
  const blocks = [];
  const sections = [...document.querySelectorAll(".vr-section")];
  for (const section of sections) {
    const id = section.dataset.section ?? "";
    const heading = section.querySelector(".vr-heading");
    if (heading) blocks.push({ kind: "heading", section: id, column: column(section), text: heading.innerText });
    const items = [...section.querySelectorAll(".vr-item")].filter((item) => !item.parentElement.closest(".vr-item"));
    if (items.length === 0)
      blocks.push({ kind: "item", section: id, column: column(section), text: textWithout(section, heading ? [heading] : []) });
    for (const item of items) blocks.push({ kind: "item", section: id, column: column(item), text: item.innerText });
  }
  blocks.unshift({ kind: "other", section: "", column: "", text: textWithout(document.body, sections) });
  return blocks;
})()`;
