import { PDFDocument, StandardFonts } from "pdf-lib";

// The start of a resume PDF drawn outside the product: one A4 page (595 × 842 pt) and a standard font family.

const families = {
  helvetica: {
    regular: StandardFonts.Helvetica,
    bold: StandardFonts.HelveticaBold,
    italic: StandardFonts.HelveticaOblique,
  },
  times: {
    regular: StandardFonts.TimesRoman,
    bold: StandardFonts.TimesRomanBold,
    italic: StandardFonts.TimesRomanItalic,
  },
};

/** A new document with one A4 page and the family's regular, bold and italic faces embedded. */
export async function startA4Pdf(family: keyof typeof families) {
  const faces = families[family];
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(faces.regular);
  const bold = await document.embedFont(faces.bold);
  const italic = await document.embedFont(faces.italic);
  return { document, page, regular, bold, italic };
}
