import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isAppError } from "@/core/errors";
import { whiteImage } from "@/tests/support/images";
import { processPicture } from "./process-picture";

// Real files made here: photos from sharp, an HTML page and an SVG renamed to look like pictures,
// a file over 5 MB, and a tiny PNG that decodes to 400 megapixels.

async function photo(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif" = "png") {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  return image.toFormat(format).toBuffer();
}

async function refusal(input: Uint8Array) {
  try {
    await processPicture(input);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, status: error.status, reason: error.details?.reason };
  }
  throw new Error("The upload was accepted");
}

describe("processPicture", () => {
  it.each(["png", "jpeg", "webp", "gif"] as const)(
    "accepts a %s picture and keeps its size when small",
    async (format) => {
      const picture = await processPicture(await photo(300, 200, format));
      expect(picture.width).toBe(300);
      expect(picture.height).toBe(200);
      expect(picture.contentType).toBe(format === "jpeg" ? "image/jpeg" : "image/webp");
      const stored = await sharp(picture.body).metadata();
      expect(stored.format).toBe(format === "jpeg" ? "jpeg" : "webp");
    },
  );

  it("scales a large picture down to 1024 px on the long side", async () => {
    const picture = await processPicture(await photo(3000, 1500, "jpeg"));
    expect([picture.width, picture.height]).toEqual([1024, 512]);
  });

  it("scales a picture over 1 MB down to 800 px on the long side", async () => {
    // Random pixels do not compress: a 1200x1200 PNG of noise is about 4 MB.
    const noise = Buffer.alloc(1200 * 1200 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
    const input = await sharp(noise, { raw: { width: 1200, height: 1200, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(input.byteLength).toBeGreaterThan(1024 * 1024);
    expect(input.byteLength).toBeLessThan(5 * 1024 * 1024);
    const picture = await processPicture(input);
    expect([picture.width, picture.height]).toEqual([800, 800]);
  });

  it("applies the EXIF rotation and drops the metadata", async () => {
    const input = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#888" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Secret Camera Owner" } } })
      .toBuffer();
    const picture = await processPicture(input);
    expect([picture.width, picture.height]).toEqual([200, 400]);
    const stored = await sharp(picture.body).metadata();
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(picture.body.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
  });

  it("refuses an HTML page renamed to .png, whatever the browser claims", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    expect(await refusal(html)).toEqual({ code: "UnsupportedFileType", status: 415, reason: "UnsupportedFileType" });
  });

  it("refuses an SVG, which could carry script", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await refusal(svg)).toMatchObject({ reason: "UnsupportedFileType" });
  });

  it("refuses other real file types (a PDF, a TIFF)", async () => {
    expect(await refusal(Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n"))).toMatchObject({
      reason: "UnsupportedFileType",
    });
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toMatchObject({ reason: "UnsupportedFileType" });
  });

  it("refuses a file over 5 MB with 413", async () => {
    const big = Buffer.concat([await photo(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    expect(await refusal(big)).toEqual({ code: "FileTooLarge", status: 413, reason: "FileTooLarge" });
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    // 20000x20000 pixels (400 megapixels, 1.2 GB decoded) of one colour: a few hundred kB on disk.
    const bomb = await whiteImage(20_000, 20_000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    expect(await refusal(bomb)).toMatchObject({ code: "ImageTooLarge", status: 422, reason: "ImageTooLarge" });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  }, 60_000);

  it("refuses 81 megapixels even when both sides are allowed", async () => {
    const wide = await whiteImage(9000, 9000).png().toBuffer();
    expect(await refusal(wide)).toMatchObject({ reason: "ImageTooLarge" });
  }, 30_000);

  it("refuses one side over 10000 px even when the area is allowed", async () => {
    const strip = await sharp({ create: { width: 12_000, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await refusal(strip)).toMatchObject({ reason: "ImageTooLarge" });
  });

  it("refuses a truncated image and an empty file", async () => {
    const png = await photo(200, 200);
    expect(await refusal(png.subarray(0, 60))).toMatchObject({ reason: "InvalidImage" });
    expect(await refusal(new Uint8Array())).toMatchObject({ reason: "MissingFile" });
  });
});
