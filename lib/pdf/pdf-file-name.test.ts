import { describe, expect, it } from "vitest";
import { contentDisposition, pdfFileName } from "./pdf-file-name";

describe("pdfFileName", () => {
  it("names the file after the title, without characters file systems refuse", () => {
    expect(pdfFileName("Backend Engineer")).toBe("Backend Engineer-resume.pdf");
    expect(pdfFileName(' a/b\\c:"d"\n ')).toBe("a b c d-resume.pdf");
    expect(pdfFileName("   ")).toBe("resume-resume.pdf");
  });
});

describe("contentDisposition", () => {
  it("keeps a non-ASCII name exact in filename* and gives old clients an ASCII one", () => {
    const header = contentDisposition(pdfFileName("مهندسة برمجيات"));
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? "";
    expect(decodeURIComponent(encoded)).toBe("مهندسة برمجيات-resume.pdf");
    expect(header).not.toMatch(/[^\x20-\x7e]/);
  });

  it("cannot be broken out of by quotes or percent signs in the title", () => {
    const header = contentDisposition('50% "quoted" title-resume.pdf', "inline");
    expect(header.startsWith('inline; filename="50_ _quoted_ title-resume.pdf"')).toBe(true);
    expect(header).toContain("filename*=UTF-8''50%25%20%22quoted%22%20title-resume.pdf");
  });
});
