import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fixTextLayer, hasComplexScript } from "./text-layer";

// The rewrite itself is checked on real prints of every template by tests/pdf/parse-back-words.test.ts.
describe("text layer", () => {
  it("is rewritten only for scripts whose clusters Chromium maps wrongly", () => {
    expect(hasComplexScript("Emily Carter, Straße, Ñandú")).toBe(false);
    expect(hasComplexScript("山田 太郎")).toBe(false);
    expect(hasComplexScript("نورة عبدالله")).toBe(true);
    expect(hasComplexScript("आदित्य वर्मा")).toBe(true);
    expect(hasComplexScript("שלום")).toBe(true);
  });

  it("returns a PDF without /ActualText spans as it was, byte for byte", async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText("No clusters here", { font, x: 50, y: 700 });
    const pdf = await document.save();
    expect(await fixTextLayer(pdf)).toBe(pdf);
  });
});
