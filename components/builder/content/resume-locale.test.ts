import { describe, expect, it } from "vitest";
import { createDefaultResumeData } from "@/lib/resume/schema";
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
    expect(next.metadata.typography.font).toMatchObject({ family: "El Messiri", subset: "latin", variants: ["regular"] });
  });

  it("keeps an Arabic font and leaves other languages' fonts alone", () => {
    const data = createDefaultResumeData();
    data.metadata.typography.font.family = "Cairo";
    expect(changeResumeLocale(data, "ar-SA").metadata.typography.font.family).toBe("Cairo");
    expect(changeResumeLocale(createDefaultResumeData(), "de-DE").metadata.typography.font.family).toBe("IBM Plex Serif");
  });

  it("returns the same data when the locale does not change", () => {
    const data = createDefaultResumeData();
    expect(changeResumeLocale(data, "en-US")).toBe(data);
  });
});
