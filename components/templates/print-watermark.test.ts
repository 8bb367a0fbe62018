import { describe, expect, it } from "vitest";
import { getSampleResume } from "@/core/resume/samples";
import { watermarkCss } from "./print-watermark";

describe("watermarkCss", () => {
  it("isolates a right-to-left line so that it reads from its own start", () => {
    expect(watermarkCss(getSampleResume("ar-SA"), "أُنشئت باستخدام Vitae · vitae.app")).toContain(
      '"\\2067" "أُنشئت باستخدام Vitae · vitae.app" "\\2069"',
    );
    expect(watermarkCss(getSampleResume("en-US"), "Made with Vitae · vitae.app")).not.toContain("\\2067");
  });

  it("keeps configured words inside their CSS string", () => {
    const css = watermarkCss(getSampleResume("en-US"), 'Made with "Vitae"\\ } @page {\n · vitae.app');
    expect(css).toContain('"Made with Vitae } @page { · vitae.app"');
  });
});
