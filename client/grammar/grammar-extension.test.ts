import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { Dialect, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import { describe, expect, it } from "vitest";
import { toGrammarLint, type GrammarLint } from "@/core/ai/grammar/harper-lints";
import { ignoreKey, lintGroup, place, textOf } from "./grammar-extension";

// The editor's marks land on the words Harper (the real one, as the worker runs it) found, however
// the text is split: bold in a word's sentence, list items, line breaks, characters outside the
// Basic Multilingual Plane (two UTF-16 units) before a mistake.

const schema = getSchema([StarterKit]);
const text = (value: string, marks?: { type: string }[]) => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: object[]) => ({ type: "paragraph", content });

const doc = schema.nodeFromJSON({
  type: "doc",
  content: [
    paragraph(text("We reviewed "), text("teh", [{ type: "bold" }]), text(" reports every week.")),
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [paragraph(text("Led 5 nurses 🚑 and recieved praise."))] },
        {
          type: "listItem",
          content: [paragraph(text("Wrote plans"), { type: "hardBreak" }, text("wich cut overtime."))],
        },
      ],
    },
  ],
});

async function lintsOf(value: string): Promise<GrammarLint[]> {
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  const lints = await linter.lint(value, { language: "plaintext" });
  return lints.flatMap((lint) => toGrammarLint(lint) ?? []);
}

describe("grammar marks in the editor", () => {
  it("reads the document as one text with each block apart", () => {
    expect(textOf(doc).text).toBe(
      "We reviewed teh reports every week.\n\nLed 5 nurses 🚑 and recieved praise.\n\nWrote plans\nwich cut overtime.",
    );
  });

  it("places each lint on exactly the words it is about", async () => {
    const map = textOf(doc);
    const placed = place(map, await lintsOf(map.text), new Set());
    // Harper calls "teh" a typo, the others spelling: the editor shows both as spelling.
    const spelling = placed.filter((lint) => lintGroup(lint.kind) === "spelling");
    expect(spelling.map((lint) => doc.textBetween(lint.from, lint.to))).toEqual(["teh", "recieved", "wich"]);
    for (const lint of placed) expect(doc.textBetween(lint.from, lint.to)).toBe(lint.problem);
    expect(spelling[0]!.suggestions[0]).toEqual({ kind: "replace", text: "the" });
  }, 60_000);

  it("leaves out what the user chose to ignore", async () => {
    const map = textOf(doc);
    const lints = await lintsOf(map.text);
    const recieved = lints.find((lint) => lint.problem === "recieved")!;
    const placed = place(map, lints, new Set([ignoreKey(recieved)]));
    expect(placed.map((lint) => lint.problem)).not.toContain("recieved");
    expect(placed.map((lint) => lint.problem)).toContain("teh");
  }, 60_000);
});
