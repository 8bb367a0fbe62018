import { describe, expect, it } from "vitest";

import { GET } from "./route";

function get(path: string[]) {
  return GET(new Request(`http://localhost/fonts/${path.join("/")}`), { params: Promise.resolve({ path }) });
}

describe("GET /fonts/...", () => {
  it("serves a bundled font with a year-long immutable cache", async () => {
    const response = await get(["@fontsource", "el-messiri", "files", "el-messiri-arabic-400-normal.woff2"]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = new Uint8Array(await response.arrayBuffer());
    // Every WOFF2 file starts with the signature "wOF2".
    expect(new TextDecoder().decode(body.slice(0, 4))).toBe("wOF2");
    expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
  });

  it("answers 404 for anything outside the font files", async () => {
    for (const path of [
      ["@fontsource", "el-messiri", "files", "..", "..", "..", "package.json"],
      ["@fontsource", "..", "..", "package.json"],
      ["@fontsource", "el-messiri", "package.json"],
      ["react", "package.json"],
      ["@fontsource", "el-messiri", "files", "nope.woff2"],
    ]) {
      expect((await get(path)).status, path.join("/")).toBe(404);
    }
  });
});
