// The picture rules of spec §5, shared by the browser (checks before and after compression) and
// the server (the rules that count).

export const pictureLimits = {
  /** Largest file accepted, before or after the browser's compression. */
  maxBytes: 5 * 1024 * 1024,
  /** Files above this are compressed (browser) and scaled to `compressedLongSide` (both sides). */
  compressAboveBytes: 1024 * 1024,
  compressedLongSide: 800,
  /** Never store more than this: a resume shows a picture at most 512 px wide, twice that for print. */
  storedLongSide: 1024,
  /** Decoded size limits: refused before decoding, so a decompression bomb cannot exhaust memory. */
  maxPixels: 40_000_000,
  maxSide: 10_000,
} as const;

export const pictureMimeTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type PictureMimeType = (typeof pictureMimeTypes)[number];

/** For the file chooser: what the user is offered (the server checks the real type anyway). */
export const pictureAccept = ".jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp";
