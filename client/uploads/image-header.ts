import type { PictureMimeType } from "@/core/uploads/picture-limits";

// Reads a picture's real type and pixel size from its first bytes, without decoding it. The browser
// uses it to refuse a renamed file or a decompression bomb before compressing anything; the server
// has its own, authoritative checks (process-picture.ts).

export type ImageHeader = { type: PictureMimeType; width?: number; height?: number };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, index) => bytes[offset + index] === value);
const ascii = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

/** How many leading bytes `readImageHeader` needs at most (JPEG metadata can come before the size). */
export const imageHeaderBytes = 512 * 1024;

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return bytes.length >= 24 && ascii(bytes, 12, 4) === "IHDR"
      ? { type: "image/png", width: view.getUint32(16), height: view.getUint32(20) }
      : { type: "image/png" };
  }
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") {
    return bytes.length >= 10
      ? { type: "image/gif", width: view.getUint16(6, true), height: view.getUint16(8, true) }
      : { type: "image/gif" };
  }
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return { type: "image/webp", ...webpSize(bytes, view) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "image/jpeg", ...jpegSize(bytes, view) };
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): { width?: number; height?: number } {
  if (bytes.length < 30) return {};
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const [b0, b1, b2, b3] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return { width: 1 + (((b1 & 0x3f) << 8) | b0), height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)) };
  }
  if (chunk === "VP8X") {
    const u24 = (offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16);
    return { width: 1 + u24(24), height: 1 + u24(27) };
  }
  return {};
}

// Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): { width?: number; height?: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return {};
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    if (marker === 0xd9 || marker === 0xda) return {};
    offset += 2 + view.getUint16(offset + 2);
  }
  return {};
}
