import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { printFontFaces } from "@/core/templates/font-face-css";
import { preparePrintFonts } from "./print-fonts";

describe("preparePrintFonts", () => {
  it("unpacks every print face to TrueType beside a fontconfig file that names each one", async () => {
    const configFile = await preparePrintFonts();
    const directory = path.dirname(configFile);
    const faces = printFontFaces();
    const files = new Set(await readdir(directory));
    for (const face of faces) expect(files.has(`${face.name}.ttf`), face.name).toBe(true);

    // TrueType, not woff2 (which Chromium cannot open as a system font) and not a decoder's leftovers.
    for (const face of faces.filter((_, index) => index % 50 === 0)) {
      const truetype = await readFile(path.join(directory, `${face.name}.ttf`));
      expect([0x00010000, 0x4f54544f], face.name).toContain(truetype.readUInt32BE(0));
      // The table count in the header matches the table directory, which ends inside the file.
      expect(12 + truetype.readUInt16BE(4) * 16).toBeLessThan(truetype.length);
    }

    const config = await readFile(configFile, "utf8");
    expect(config).toContain(`<dir>${directory}</dir>`);
    expect(config).toContain(
      `<string>${path.join(directory, "vitae-inter-latin-400-normal.ttf")}</string></test><edit name="fullname" mode="assign"><string>vitae-inter-latin-400-normal</string>`,
    );

    // Made once: the next browser start finds it as it is.
    expect(await preparePrintFonts()).toBe(configFile);
  }, 60_000);
});
