/*
 * Screenshots of every template with the sample resumes, on screen (preview sheets, full page) and
 * in print (the PDF's pages via pdftoppm), into shots/templates/. For looking at the designs:
 *   npx tsx scripts/templates-screenshots.ts [template ...] [--locales=en-US,ar-SA] [--no-print]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { resumeTemplateNames, type ResumeTemplateName } from "@/core/resume/schema";
import { getSampleResume } from "@/core/resume/samples";
import { getTemplateCatalogEntry } from "@/core/templates/catalog";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import { launchBrowser, openDocument, origin } from "./templates-browser";

const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith("--")) as ResumeTemplateName[];
const templates =
  names.length > 0 ? names.filter((name) => resumeTemplateNames.includes(name)) : [...resumeTemplateNames];
const locales = (args.find((arg) => arg.startsWith("--locales="))?.slice("--locales=".length) ?? "en-US,ar-SA").split(
  ",",
);
const withPrint = !args.includes("--no-print");
// --picture: give the sample a portrait, to check the designs' picture slots.
const withPicture = args.includes("--picture");
const outDir = path.join(process.cwd(), "shots", "templates");
mkdirSync(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const template of templates) {
    for (const locale of locales) {
      const data = getSampleResume(locale, {
        metadata: { template, theme: getTemplateCatalogEntry(template).theme },
        ...(withPicture
          ? {
              basics: {
                picture: {
                  url: "/templates/sample-portrait.svg",
                  size: 96,
                  borderRadius: 9999,
                  effects: { hidden: false },
                },
              },
            }
          : {}),
      });
      const base = path.join(outDir, `${template}-${locale}${withPicture ? "-picture" : ""}`);
      const preview = await openDocument(
        browser,
        await renderResumeDocument(data, { mode: "preview", assetBaseUrl: origin }),
      );
      await preview.screenshot({ path: `${base}-preview.png`, fullPage: true });
      await preview.close();
      if (withPrint) {
        const print = await openDocument(
          browser,
          await renderResumeDocument(data, { mode: "print", assetBaseUrl: origin }),
        );
        const pdf = await print.pdf({ preferCSSPageSize: true, printBackground: true });
        await print.close();
        writeFileSync(`${base}.pdf`, pdf);
        execFileSync("pdftoppm", ["-r", "60", "-png", `${base}.pdf`, `${base}-print`]);
      }
      console.log(`${template} ${locale}`);
    }
  }
} finally {
  await browser.close();
}
