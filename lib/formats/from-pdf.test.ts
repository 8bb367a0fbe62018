import { PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { getSampleResume } from "@/core/resume/samples";
import { measureAccuracy } from "@/tests/formats/pdf-accuracy";
import { makePlainResumePdf, plainResume } from "@/tests/formats/plain-pdf";
import { convertImport } from "./convert-import";
import { fromPdf } from "./from-pdf";
import { guessImportType } from "./guess-import-type";
import { pdfLimits } from "./pdf/read-pdf-text";

// Issue 19 §4 and its Done-when: a PDF is read without running its scripts, within a page and time
// cap, and anything that is not a readable PDF is refused with a reason the dialog can show.

const refusal = (reason: string) => ({ code: "ImportFailed", details: expect.objectContaining({ reason }) });

async function onePagePdf(lines: string[], edit?: (document: PDFDocument) => void): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) =>
    page.drawText(line, { x: 50, y: 780 - index * 20, size: index === 0 ? 22 : 11, font }),
  );
  edit?.(document);
  // Without object streams, so that the test can see the script in the file.
  return document.save({ useObjectStreams: false });
}

describe("hostile PDFs", () => {
  it("imports the text of a PDF with JavaScript without running it", async () => {
    const script = "globalThis.__vitaePdfScriptRan = true; app.alert('ran');";
    const pdf = await onePagePdf(["Jane Doe", "jane.doe@example.com"], (document) => {
      const action = document.context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(script) });
      document.catalog.set(PDFName.of("OpenAction"), document.context.register(action));
      const names = document.context.obj({ Names: [PDFString.of("run"), document.context.register(action)] });
      document.catalog.set(PDFName.of("Names"), document.context.obj({ JavaScript: document.context.register(names) }));
    });
    expect(new TextDecoder("latin1").decode(pdf)).toContain("/JavaScript");
    const data = await fromPdf(pdf);
    expect(data.basics.name).toBe("Jane Doe");
    expect(data.basics.email).toBe("jane.doe@example.com");
    expect((globalThis as Record<string, unknown>).__vitaePdfScriptRan).toBeUndefined();
  });

  it("refuses a PDF of 500 pages with the page-cap reason, quickly", async () => {
    const document = await PDFDocument.create();
    for (let index = 0; index < 500; index += 1) document.addPage([200, 200]);
    const pdf = await document.save();
    const started = performance.now();
    await expect(fromPdf(pdf)).rejects.toMatchObject(refusal("pdfTooManyPages"));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(pdfLimits.maxPages).toBeLessThan(500);
  });

  it("refuses a renamed binary", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    await expect(convertImport("pdf", { bytes: png })).rejects.toMatchObject(refusal("notAPdf"));
  });

  it("refuses a truncated PDF", async () => {
    const pdf = await onePagePdf(["Jane Doe", "jane.doe@example.com"]);
    await expect(fromPdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).rejects.toMatchObject(refusal("unreadablePdf"));
  });

  it("refuses a PDF whose body is garbage and one without any text (a scan)", async () => {
    const garbage = new TextEncoder().encode(`%PDF-1.7\n${"x".repeat(500)}\n%%EOF\n`);
    await expect(fromPdf(garbage)).rejects.toMatchObject(refusal("unreadablePdf"));
    const document = await PDFDocument.create();
    document.addPage([595, 842]).drawRectangle({ x: 10, y: 10, width: 100, height: 100 });
    await expect(fromPdf(await document.save())).rejects.toMatchObject(refusal("pdfNoText"));
  });

  it("asks for a file when a PDF import comes as JSON", async () => {
    await expect(convertImport("pdf", { json: { any: "thing" } })).rejects.toMatchObject(refusal("missingFile"));
  });
});

describe("PDF import", () => {
  it("guesses a PDF from its %PDF- signature", async () => {
    expect(guessImportType({ bytes: await onePagePdf(["Jane Doe"]) })).toBe("pdf");
    expect(guessImportType({ bytes: new TextEncoder().encode("%PD") })).toBeUndefined();
  });

  it("reads a plain single-column resume made elsewhere", async () => {
    const data = await fromPdf(await makePlainResumePdf());
    expect(data.basics).toMatchObject({
      name: plainResume.name,
      headline: plainResume.headline,
      email: plainResume.email,
      phone: plainResume.phone,
    });
    expect(data.sections.experience.items.map((item) => [item.company, item.position, item.date])).toEqual(
      plainResume.experience.map((job) => [job.company, job.position, job.date]),
    );
    expect(
      data.sections.education.items.map((item) => [item.institution, item.studyType, item.area, item.date]),
    ).toEqual(plainResume.education.map((school) => [school.institution, school.studyType, school.area, school.date]));
    // Dashes and bullets are the PDF's own text, never invented: the summary keeps the bullets' words.
    expect(data.sections.experience.items[0]!.summary).toContain("weekly revenue dashboard");
  });

  it("measures nothing as right when the import is empty", () => {
    const expected = getSampleResume("en-US");
    const empty = getSampleResume("en-US", { basics: { name: "", email: "", phone: "" } });
    empty.sections.experience.items = [];
    empty.sections.education.items = [];
    empty.sections.skills.items = [];
    const result = measureAccuracy(expected, empty);
    expect(result.recall).toBe(0);
    expect(measureAccuracy(expected, expected)).toMatchObject({ precision: 1, recall: 1 });
  });
});
