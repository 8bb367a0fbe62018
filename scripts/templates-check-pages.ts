/*
 * Checks that the preview breaks pages where the PDF does: for every template and sample locale,
 * the same number of pages, and (for Latin text, which pdftotext extracts faithfully) every heading
 * and item title that the preview shows on page N is in the text of the PDF's page N.
 *   npx tsx scripts/templates-check-pages.ts [template ...]
 * Exits with 1 on any difference.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { launchBrowser, openDocument, origin } from "./templates-browser";

const requested = process.argv
  .slice(2)
  .filter((name): name is ResumeTemplateName => (resumeTemplateNames as readonly string[]).includes(name));
const templates = requested.length > 0 ? requested : [...resumeTemplateNames];
const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), "vitae-pages-")), "resume.pdf");
const compact = (text: string) => text.replace(/\s/g, "").toLowerCase();
let failures = 0;

const browser = await launchBrowser();
try {
  for (const template of templates) {
    for (const locale of ["en-US", "ar-SA"]) {
      const data = getSampleResume(locale, { metadata: { template, theme: getTemplateCatalogEntry(template).theme } });
      const preview = await openDocument(
        browser,
        await renderResumeDocument(data, { mode: "preview", assetBaseUrl: origin }),
      );
      const titlesByPage = await preview.evaluate(() => {
        const flowTop = document.querySelector(".vr-flow")!.getBoundingClientRect().top;
        const [first, second] = [...document.querySelectorAll(".vr-sheet")].map(
          (sheet) => sheet.getBoundingClientRect().top,
        );
        const pitch = second! - first!;
        const pages: string[][] = [];
        for (const element of document.querySelectorAll(".vr-heading-text, .vr-item-title, .vr-profile-network")) {
          const page = Math.floor((element.getBoundingClientRect().top - flowTop) / pitch);
          (pages[page] ??= []).push(element.textContent?.trim() ?? "");
        }
        return Array.from(pages, (titles) => titles ?? []);
      });
      await preview.close();

      const print = await openDocument(
        browser,
        await renderResumeDocument(data, { mode: "print", assetBaseUrl: origin }),
      );
      writeFileSync(pdfFile, await print.pdf({ preferCSSPageSize: true, printBackground: true }));
      await print.close();
      const pdfPages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdfFile]).toString())?.[1] ?? 0);

      const problems: string[] = [];
      if (pdfPages !== titlesByPage.length) problems.push(`preview has ${titlesByPage.length} pages, PDF ${pdfPages}`);
      if (locale === "en-US") {
        titlesByPage.forEach((titles, index) => {
          const text = compact(
            execFileSync("pdftotext", ["-f", String(index + 1), "-l", String(index + 1), pdfFile, "-"]).toString(),
          );
          for (const title of titles)
            if (title && !text.includes(compact(title))) problems.push(`"${title}" not on PDF page ${index + 1}`);
        });
      }
      failures += problems.length > 0 ? 1 : 0;
      console.log(
        `${template} ${locale}: ${pdfPages} pages ${problems.length > 0 ? `DIFFERENT: ${problems.slice(0, 3).join("; ")}` : "same breaks"}`,
      );
    }
  }
} finally {
  await browser.close();
}
process.exit(failures > 0 ? 1 : 0);
