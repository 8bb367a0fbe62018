import "server-only";
/** The download's name (spec §4): `{title}-resume.pdf`, safe as a file name on every system. */
export function pdfFileName(title: string): string {
  return resumeFileName(title, "pdf");
}

/** `{title}-{document}.{extension}` as pdfFileName makes it (the Word export's `.docx`, the cover letter's PDF too). */
export function resumeFileName(
  title: string,
  extension: string,
  document: "resume" | "cover-letter" = "resume",
): string {
  const cleaned = title
    .normalize("NFC")
    // Path separators, reserved characters and controls are not allowed in file names.
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${cleaned || "resume"}-${document}.${extension}`;
}

/**
 * Content-Disposition with an ASCII `filename` for old clients and the exact name in `filename*`
 * (RFC 6266 / RFC 5987), so an Arabic or accented title survives the download.
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
