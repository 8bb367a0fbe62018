import { describe, expect, it } from "vitest";
import { joinArabicLetters, visualArabicWord } from "./arabic-shaping";

describe("joinArabicLetters", () => {
  it("gives each letter its form by its neighbours", () => {
    // ليلى: lam initial, yeh medial, lam medial, alef maksura final.
    expect(joinArabicLetters("ليلى")).toBe("\ufedf\ufef4\ufee0\ufef0");
    // حداد: hah initial, dal final, alef isolated (dal does not join after it), dal isolated.
    expect(joinArabicLetters("حداد")).toBe("\ufea3\ufeaa\ufe8d\ufea9");
  });

  it("joins lam and alef into one ligature and leaves out vowel marks", () => {
    expect(joinArabicLetters("سلام")).toBe("\ufeb3\ufefc\ufee1");
    expect(joinArabicLetters("لا")).toBe("\ufefb");
    expect(joinArabicLetters("مُحَمَّد")).toBe(joinArabicLetters("محمد"));
  });

  it("joins Persian letters and leaves Latin letters alone", () => {
    expect(joinArabicLetters("پیک")).toBe("\ufb58\ufbff\ufb8f");
    expect(joinArabicLetters("Vitae")).toBe("Vitae");
  });
});

describe("visualArabicWord", () => {
  it("reverses the letters but keeps a number's digits in reading order", () => {
    expect(visualArabicWord("ليلى")).toBe("\ufef0\ufee0\ufef4\ufedf");
    expect(visualArabicWord("٢١")).toBe("٢١");
    expect(visualArabicWord("و٢٠")).toBe("٢٠\ufeed");
  });
});
