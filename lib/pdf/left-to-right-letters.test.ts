import { describe, expect, it } from "vitest";
import { leftToRightLetters } from "./left-to-right-letters";

// Glyph configurations as Chromium draws them (Noto Sans Devanagari); the prints themselves are read
// back by tests/pdf/parse-back-words.test.ts.
describe("letters of a left-to-right cluster for its glyphs", () => {
  const hasMark = (text: string) => /\p{Mn}/u.test(text);
  const split = (text: string, spacing: boolean[]) => leftToRightLetters([...text], spacing);

  it("keeps marks off every glyph with a width and the letters in order", () => {
    const clusters: [string, boolean[]][] = [
      ["प्र", [true]], // one conjunct glyph
      ["ज्ञा", [true, true]],
      ["ल्पि", [true, true, true]], // the vowel sign drawn first
      ["र्मा", [true, true, false]], // the reph drawn last, without a width
      ["ष्ट्री", [true, false, true]],
      ["ड़ों", [true, true, false]],
      ["फ़", [true]],
    ];
    for (const [text, spacing] of clusters) {
      const { texts, after } = split(text, spacing);
      expect(
        texts.filter((letters, index) => spacing[index] && hasMark(letters)),
        text,
      ).toEqual([]);
      expect(texts.map((letters, index) => letters + after[index]).join(""), text).toBe(text);
    }
  });

  it("puts a mark due on a glyph with a width into the glyph before when that one has none", () => {
    expect(split("मुँह", [true, false, true])).toEqual({ texts: ["म", "ुँ", "ह"], after: ["", "", ""] });
    expect(split("ज्ञा", [true, true])).toEqual({ texts: ["ज", "ञा"], after: ["्", ""] });
    expect(split("प्र", [true])).toEqual({ texts: ["प"], after: ["्र"] });
  });

  it("gives a glyph left without a letter a word joiner, never an empty text", () => {
    expect(split("ई", [true, false]).texts).toEqual(["ई", "\u2060"]);
  });
});
