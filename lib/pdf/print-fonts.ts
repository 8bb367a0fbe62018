import "server-only";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { escape as escapeHtml } from "es-toolkit/string";
import { decompress } from "wawoff2";
import { printFontFaces } from "@/core/templates/font-face-css";

/*
 * The bundled fonts as system fonts of the print browser.
 *
 * A fresh page fetches and decodes again every web font it uses: Chromium shares neither its memory
 * cache nor its HTTP cache between pages of different documents, and that was about 15 ms of each
 * export (bench/pdf). A font the browser knows through fontconfig is opened once per renderer
 * process instead. So before the print browser starts, the bundled woff2 faces the templates use
 * (all but the CJK slices and variable fonts) are unpacked to TrueType in a directory of their own,
 * and a fontconfig file adds that directory to the system's fonts, each file under a name of its own
 * (`vitae-<file>`: the packages split a font into one file per script, all with the same name).
 * The print CSS asks for that name first with local() and keeps the url() as the fallback, so a
 * browser without these fonts prints exactly as before.
 *
 * The directory is made once per set of fonts (its name is a hash of the list, package versions
 * included, so an upgraded package gets a directory of its own) in the system's
 * temporary directory, and written under a temporary name then renamed, so that a browser never
 * sees half of it and processes preparing it at once do not collide.
 */

/** The fontconfig file to start the print browser with (FONTCONFIG_FILE). */
export async function preparePrintFonts(root = process.cwd()): Promise<string> {
  const faces = printFontFaces();
  const systemConfig =
    process.env.FONTCONFIG_FILE ?? path.join(process.env.FONTCONFIG_PATH ?? "/etc/fonts", "fonts.conf");
  const version = createHash("sha256")
    .update(JSON.stringify([systemConfig, faces]))
    .digest("hex")
    .slice(0, 16);
  const directory = path.join(os.tmpdir(), "vitae-print-fonts", version);
  const configFile = path.join(directory, "fonts.conf");
  if (existsSync(configFile)) return configFile;

  const staging = `${directory}.${process.pid}.${Date.now()}`;
  await mkdir(staging, { recursive: true });
  try {
    // One at a time: the decoder's result is a view of its memory, which its next call reuses.
    for (const face of faces) {
      const woff2 = await readFile(path.join(root, "node_modules", face.packageName, "files", face.file));
      await writeFile(path.join(staging, `${face.name}.ttf`), Buffer.from(await decompress(woff2)));
    }
    await writeFile(path.join(staging, "fonts.conf"), fontConfig(systemConfig, directory, faces));
    await rename(staging, directory);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another process finished the same directory first.
    if (existsSync(configFile)) return configFile;
    throw error;
  }
  return configFile;
}

function fontConfig(systemConfig: string, directory: string, faces: { name: string }[]): string {
  // Each file's full and PostScript names become its own name: what Chromium matches local() against.
  const renames = faces.map(({ name }) =>
    [
      '<match target="scan">',
      `<test name="file"><string>${escapeHtml(path.join(directory, `${name}.ttf`))}</string></test>`,
      `<edit name="fullname" mode="assign"><string>${name}</string></edit>`,
      `<edit name="postscriptname" mode="assign"><string>${name}</string></edit>`,
      "</match>",
    ].join(""),
  );
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<fontconfig>",
    // First, so that the scan of these files is cached here, where this process can write.
    `<cachedir>${escapeHtml(path.join(directory, "cache"))}</cachedir>`,
    `<include ignore_missing="yes">${escapeHtml(systemConfig)}</include>`,
    `<dir>${escapeHtml(directory)}</dir>`,
    ...renames,
    "</fontconfig>",
    "",
  ].join("\n");
}
