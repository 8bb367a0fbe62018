import { describe, expect, it } from "vitest";

import { resolveFontFile } from "./font-files";

describe("resolveFontFile", () => {
  it("finds a bundled font file", async () => {
    const file = await resolveFontFile(["@fontsource", "el-messiri", "files", "el-messiri-arabic-400-normal.woff2"]);
    expect(file?.contentType).toBe("font/woff2");
    expect(file?.absolutePath).toMatch(/node_modules[/\\]@fontsource[/\\]el-messiri[/\\]files/);
    expect(
      await resolveFontFile(["@fontsource-variable", "inter", "files", "inter-latin-wght-normal.woff2"]),
    ).not.toBeNull();
  });

  it("refuses anything outside the font packages' files", async () => {
    for (const segments of [
      ["@fontsource", "el-messiri", "files", "..", "package.json"],
      ["@fontsource", "..", "..", "package.json"],
      ["@fontsource", "el-messiri", "package.json"],
      ["@fontsource", "el-messiri", "files", "../../../../etc/passwd"],
      ["@fontsource", "el-messiri", "files", "%2e%2e%2fpackage.json"],
      ["@fontsource", "el-messiri", "LICENSE", "x.woff2"],
      ["next", "dist", "files", "x.woff2"],
      ["@fontsource", "el-messiri", "files", "missing-font.woff2"],
      ["@fontsource", "el-messiri", "files", "el-messiri-arabic-400-normal.woff2", "extra"],
      ["@fontsource", "El-Messiri", "files", "el-messiri-arabic-400-normal.woff2"],
      ["/etc", "passwd", "files", "x.woff"],
    ]) {
      expect(await resolveFontFile(segments), segments.join("/")).toBeNull();
    }
  });
});
