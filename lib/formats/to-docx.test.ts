import { execFile } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import JSZip from "jszip";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { sampleResumes } from "@/core/resume/samples";
import type { ResumeData } from "@/core/resume/schema";
import { pdfPageCount, pdfText } from "@/tests/support/pdf-text";
import { resumeToDocx, type DocxLabels } from "./to-docx";

const labels: DocxLabels = {
  dateOfBirth: "Date of birth",
  nationality: "Nationality",
  maritalStatus: "Marital status",
  idNumber: "ID number",
};

async function read(docx: Uint8Array) {
  const buffer = Buffer.from(docx);
  const [{ value: text }, { value: html }, zip] = await Promise.all([
    mammoth.extractRawText({ buffer }),
    mammoth.convertToHtml({ buffer }),
    JSZip.loadAsync(buffer),
  ]);
  const documentXml = await zip.file("word/document.xml")!.async("string");
  const stylesXml = await zip.file("word/styles.xml")!.async("string");
  return { text, html, documentXml, stylesXml };
}

/** Fails unless the needles occur in the text in this order (each found after the one before). */
function expectInOrder(text: string, needles: string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = text.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

function copy(data: ResumeData): ResumeData {
  return structuredClone(data);
}

// Building and reading back a document takes about a second; a loaded CI machine needs the margin.
describe("resumeToDocx", { timeout: 30_000 }, () => {
  it("writes the English sample with its text in layout order, real headings, lists and tables", async () => {
    const data = sampleResumes["en-US"];
    const { text, html, stylesXml, documentXml } = await read(await resumeToDocx(data, labels));

    const { sections } = data;
    // Main column then sidebar, as metadata.layout lists them.
    expectInOrder(text, [
      data.basics.name,
      data.basics.headline,
      sections.summary.name,
      sections.experience.name,
      sections.experience.items[0]!.company,
      sections.experience.items[1]!.company,
      sections.projects.name,
      sections.education.name,
      sections.education.items[0]!.institution,
      sections.volunteer.name,
      sections.profiles.name,
      sections.skills.name,
      sections.skills.items[0]!.name,
      sections.languages.name,
      sections.hobbies.name,
    ]);

    expect(html).toContain(`<h1>${data.basics.name}</h1>`);
    expect(html).toContain(`<h2>${sections.experience.name}</h2>`);
    expect(html).toContain(`<h3>${sections.experience.items[0]!.company}</h3>`);
    // The experience bullets are a Word list, read back as one.
    expect(html).toMatch(/<ul><li>[^<]+<\/li>/);
    // Skills with levels are a table, the level drawn as five dots.
    expect(html).toMatch(/<table>.*<\/table>/s);
    expect(text).toMatch(/●+○*/);
    // Email as a mailto link.
    expect(html).toContain(`href="mailto:${data.basics.email}"`);

    // Theme colour and font, and the page size and margins.
    expect(stylesXml).toContain(data.metadata.theme.primary.slice(1).toUpperCase());
    expect(stylesXml).toContain(`w:ascii="${data.metadata.typography.font.family}"`);
    expect(documentXml).toContain('w:w="11906"');
    expect(documentXml).toContain(`w:left="${data.metadata.page.margin * 15}"`);
    expect(documentXml).not.toContain("<w:bidi/>");
  });

  it("keeps the Arabic sample intact, right to left: bidi paragraphs, rtl runs and tables, an Arabic font", async () => {
    const data = sampleResumes["ar-SA"];
    const { text, html, documentXml, stylesXml } = await read(
      await resumeToDocx(data, { ...labels, nationality: "الجنسية" }),
    );
    expectInOrder(text, [
      data.basics.name,
      data.sections.experience.name,
      data.sections.experience.items[0]!.company,
      data.sections.experience.items[0]!.position,
      data.sections.education.items[0]!.institution,
    ]);
    expect(text).toContain("الجنسية: سعودية");
    expect(html).toContain(`<h1>${data.basics.name}</h1>`);
    expect(html).toMatch(/<ul><li>[^<]*[\u0600-\u06FF]/);

    const paragraphs = documentXml.match(/<w:p>|<w:p /g)!.length;
    const bidiParagraphs = documentXml.match(/<w:bidi\/>/g)!.length;
    // Every paragraph of the body is right to left (empty spacer paragraphs included).
    expect(bidiParagraphs).toBeGreaterThanOrEqual(paragraphs - 1);
    expect(documentXml).toContain("<w:rtl/>");
    expect(documentXml).toContain("<w:bidiVisual/>");
    expect(stylesXml).toContain('w:bidi="ar-SA"');
    // The Arabic rule of the templates: a font without Arabic letters becomes El Messiri.
    const withLatinFont = copy(data);
    withLatinFont.metadata.typography.font.family = "Inter";
    expect((await read(await resumeToDocx(withLatinFont, labels))).stylesXml).toContain('w:ascii="El Messiri"');
  });

  it("leaves out hidden sections and items, numbers ordered lists and drops characters XML cannot hold", async () => {
    const data = copy(sampleResumes["en-US"]);
    data.sections.projects.visible = false;
    data.sections.experience.items[1]!.visible = false;
    data.basics.name = "Ada\u0001 Lovelace\u0000";
    data.sections.summary.content =
      "<p>First <strong>bold</strong> <a href='javascript:alert(1)'>bad</a></p><ol><li><p>one</p></li><li><p>two</p><ul><li>inner</li></ul></li></ol><ol><li>again</li></ol>";
    data.metadata.page.format = "letter";
    const { text, html, documentXml } = await read(await resumeToDocx(data, labels));

    expect(text).toContain("Ada Lovelace");
    expect(text).not.toContain(sampleResumes["en-US"].sections.projects.name);
    expect(text).not.toContain(sampleResumes["en-US"].sections.experience.items[1]!.position);
    expect(text).toContain(sampleResumes["en-US"].sections.experience.items[0]!.company);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("<ol><li>one</li><li>two<ul><li>inner</li></ul></li>");
    // The second list counts from 1 again: Word gives it a numbering instance of its own.
    const numberOf = (word: string) =>
      new RegExp(`<w:numId w:val="(\\d+)"/>(?:(?!</w:p>).)*<w:t[^>]*>${word}<`, "s").exec(documentXml)?.[1];
    expect(numberOf("one")).toBeDefined();
    expect(numberOf("two")).toBe(numberOf("one"));
    expect(numberOf("again")).not.toBe(numberOf("one"));
    expect(documentXml).toContain('w:w="12240"');
  });

  const soffice = ["soffice", "libreoffice"].find((command) => {
    try {
      execFileSync("which", [command], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  if (!soffice) console.info("LibreOffice (soffice) is not on PATH: the .docx to PDF conversion test is skipped.");

  it.skipIf(!soffice)(
    "opens in LibreOffice: the English and Arabic samples convert to PDFs with their text",
    async () => {
      const directory = await mkdtemp(path.join(tmpdir(), "vitae-docx-"));
      try {
        for (const locale of ["en-US", "ar-SA"] as const) {
          await writeFile(path.join(directory, `${locale}.docx`), await resumeToDocx(sampleResumes[locale], labels));
        }
        await promisify(execFile)(
          soffice!,
          [
            `-env:UserInstallation=file://${path.join(directory, "profile")}`,
            "--headless",
            "--convert-to",
            "pdf",
            "--outdir",
            directory,
            path.join(directory, "en-US.docx"),
            path.join(directory, "ar-SA.docx"),
          ],
          { timeout: 120_000 },
        );
        for (const locale of ["en-US", "ar-SA"] as const) {
          const pdf = new Uint8Array(await readFile(path.join(directory, `${locale}.pdf`)));
          expect(await pdfPageCount(pdf)).toBeGreaterThanOrEqual(1);
          const company = sampleResumes[locale].sections.experience.items[0]!.company;
          // pdf.js reads Arabic in drawing order; compare without spaces to stay independent of word splits.
          const squeeze = (value: string) => value.replace(/\s+/g, "");
          const pdfString = squeeze(await pdfText(pdf));
          expect(pdfString).toContain(squeeze(locale === "en-US" ? company : sampleResumes[locale].basics.email));
        }
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
