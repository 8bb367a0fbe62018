import { describe, expect, it } from "vitest";
import { createDefaultResumeData } from "@/core/resume/schema";
import { changeResumeLocale, regionOf } from "./resume-locale";

describe("regionOf", () => {
  it("finds the region of a tag for its flag", () => {
    expect(regionOf("ar-SA")).toBe("sa");
    expect(regionOf("en-US")).toBe("us");
    expect(regionOf("zh-Hant-TW")).toBe("tw");
    expect(regionOf("fr")).toBeNull();
  });
});

describe("changeResumeLocale", () => {
  it("switches a font without Arabic letters to El Messiri for an Arabic resume", () => {
    const data = createDefaultResumeData();
    const next = changeResumeLocale(data, "ar-SA");
    expect(next.metadata.locale).toBe("ar-SA");
    expect(next.metadata.typography.font).toMatchObject({
      family: "El Messiri",
      subset: "latin",
      variants: ["regular"],
    });
  });

  it("keeps an Arabic font and leaves other languages' fonts alone", () => {
    const data = createDefaultResumeData();
    data.metadata.typography.font.family = "Cairo";
    expect(changeResumeLocale(data, "ar-SA").metadata.typography.font.family).toBe("Cairo");
    expect(changeResumeLocale(createDefaultResumeData(), "de-DE").metadata.typography.font.family).toBe(
      "IBM Plex Serif",
    );
  });

  it("returns the same data when the locale does not change", () => {
    const data = createDefaultResumeData();
    expect(changeResumeLocale(data, "en-US")).toBe(data);
  });

  it("gives back the font the resume had when it leaves Arabic with the forced El Messiri", () => {
    const english = createDefaultResumeData();
    english.metadata.typography.font = { family: "Lato", subset: "latin-ext", variants: ["regular", "700"], size: 13 };
    const arabic = changeResumeLocale(english, "ar-SA");
    expect(arabic.metadata.typography.font.family).toBe("El Messiri");
    const back = changeResumeLocale(arabic, "en-US", english.metadata.typography.font);
    expect(back.metadata.typography.font).toEqual({
      family: "Lato",
      subset: "latin-ext",
      variants: ["regular", "700"],
      size: 13,
    });
  });

  it("gives back the default font when the font before Arabic is unknown, and keeps a font the user chose in Arabic", () => {
    const arabic = changeResumeLocale(createDefaultResumeData(), "ar-SA");
    arabic.metadata.typography.font.size = 12;
    expect(changeResumeLocale(arabic, "fr-FR").metadata.typography.font).toMatchObject({
      family: "IBM Plex Serif",
      size: 12,
    });
    const cairo = structuredClone(arabic);
    cairo.metadata.typography.font.family = "Cairo";
    expect(
      changeResumeLocale(cairo, "en-US", { family: "Lato", subset: "latin", variants: ["regular"], size: 14 }).metadata
        .typography.font.family,
    ).toBe("Cairo");
    // Between two Arabic-script languages the font stays.
    expect(changeResumeLocale(arabic, "fa-IR").metadata.typography.font.family).toBe("El Messiri");
  });
});
