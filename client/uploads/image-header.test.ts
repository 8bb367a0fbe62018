import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { whiteImage } from "@/tests/support/images";
import { readImageHeader } from "./image-header";

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#36c" } });

describe("readImageHeader", () => {
  it("reads PNG, GIF and JPEG sizes", async () => {
    expect(readImageHeader(await image(321, 123).png().toBuffer())).toEqual({
      type: "image/png",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image(321, 123).gif().toBuffer())).toEqual({
      type: "image/gif",
      width: 321,
      height: 123,
    });
    expect(readImageHeader(await image(321, 123).jpeg().toBuffer())).toEqual({
      type: "image/jpeg",
      width: 321,
      height: 123,
    });
  });

  it("reads a JPEG size after a large EXIF block", async () => {
    const jpeg = await image(640, 480)
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: "x".repeat(20_000) } } })
      .toBuffer();
    expect(readImageHeader(jpeg)).toEqual({ type: "image/jpeg", width: 640, height: 480 });
  });

  it("reads lossy, lossless and extended WebP sizes", async () => {
    const opaque = sharp({ create: { width: 301, height: 99, channels: 3, background: "#36c" } });
    expect(readImageHeader(await opaque.clone().webp().toBuffer())).toEqual({
      type: "image/webp",
      width: 301,
      height: 99,
    });
    expect(readImageHeader(await opaque.clone().webp({ lossless: true }).toBuffer())).toEqual({
      type: "image/webp",
      width: 301,
      height: 99,
    });
    expect(
      readImageHeader(
        await image(301, 99)
          .webp()
          .withMetadata({ exif: { IFD0: { Artist: "a" } } })
          .toBuffer(),
      ),
    ).toEqual({ type: "image/webp", width: 301, height: 99 });
  });

  it("reads a decompression bomb's size from a few bytes", async () => {
    const bomb = await whiteImage(20_000, 15_000).png().toBuffer();
    expect(readImageHeader(bomb.subarray(0, 64))).toEqual({ type: "image/png", width: 20_000, height: 15_000 });
  }, 60_000);

  it("refuses HTML, SVG and text whatever their names", () => {
    expect(readImageHeader(new TextEncoder().encode("<!doctype html><p>hi</p>"))).toBeNull();
    expect(readImageHeader(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});
