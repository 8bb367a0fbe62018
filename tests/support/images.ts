import sharp from "sharp";

/** A plain white picture of this size, past sharp's pixel limit if need be (a decompression bomb). */
export function whiteImage(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#fff" }, limitInputPixels: false });
}
