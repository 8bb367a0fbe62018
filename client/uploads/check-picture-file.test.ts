import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkPictureFile } from "./check-picture-file";

const blob = (bytes: Buffer | Uint8Array<ArrayBuffer> | string) =>
  new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]);

describe("checkPictureFile", () => {
  it("passes a real picture with its header", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await checkPictureFile(blob(png))).toEqual({
      ok: true,
      header: { type: "image/png", width: 40, height: 30 },
    });
  });

  it("names why a file is refused", async () => {
    expect(await checkPictureFile(blob(""))).toEqual({ ok: false, reason: "MissingFile" });
    expect(await checkPictureFile(blob("<html><body>hi</body></html>"))).toEqual({
      ok: false,
      reason: "UnsupportedFileType",
    });
    expect(await checkPictureFile(blob(new Uint8Array(5 * 1024 * 1024 + 1)))).toEqual({
      ok: false,
      reason: "FileTooLarge",
    });
    const strip = await sharp({ create: { width: 10_001, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(await checkPictureFile(blob(strip))).toEqual({ ok: false, reason: "ImageTooLarge" });
  });
});
