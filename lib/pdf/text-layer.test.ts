import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { fixTextLayer, hasComplexScript } from "./text-layer";

// The rewrite itself is checked on real prints of every template by tests/pdf/parse-back-words.test.ts.
describe("text layer", () => {
  it("is rewritten only for scripts whose clusters Chromium maps wrongly", () => {
    for (const name of ["Emily Carter, Straße, Ñandú", "山田 太郎"]) expect(hasComplexScript(name), name).toBe(false);
    for (const name of ["نورة عبدالله", "आदित्य वर्मा", "שלום"]) expect(hasComplexScript(name), name).toBe(true);
  });

  it("returns a PDF without /ActualText spans as it was, byte for byte", async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText("No clusters here", { font, x: 50, y: 700 });
    const pdf = await document.save();
    expect(await fixTextLayer(pdf)).toBe(pdf);
  });
});
