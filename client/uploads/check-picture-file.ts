import { imageHeaderBytes, readImageHeader, type ImageHeader } from "./image-header";
import { pictureLimits } from "@/core/uploads/picture-limits";
import type { UploadRefusalReason } from "@/core/uploads/upload-errors";

export type PictureCheck = { ok: true; header: ImageHeader } | { ok: false; reason: UploadRefusalReason };

/** The browser's early check of a chosen file (the server checks again): size, real type, pixel size. */
export async function checkPictureFile(file: Blob): Promise<PictureCheck> {
  if (file.size === 0) return { ok: false, reason: "MissingFile" };
  if (file.size > pictureLimits.maxBytes) return { ok: false, reason: "FileTooLarge" };
  const header = readImageHeader(new Uint8Array(await file.slice(0, imageHeaderBytes).arrayBuffer()));
  if (!header) return { ok: false, reason: "UnsupportedFileType" };
  const { width, height } = header;
  if (width !== undefined && height !== undefined) {
    if (width === 0 || height === 0) return { ok: false, reason: "InvalidImage" };
    if (width > pictureLimits.maxSide || height > pictureLimits.maxSide || width * height > pictureLimits.maxPixels)
      return { ok: false, reason: "ImageTooLarge" };
  }
  return { ok: true, header };
}
