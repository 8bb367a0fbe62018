import "server-only";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { pictureLimits, pictureMimeTypes, type PictureMimeType } from "@/core/uploads/picture-limits";
import { uploadRefused } from "@/core/uploads/upload-errors";

export type ProcessedPicture = {
  body: Buffer;
  contentType: "image/jpeg" | "image/webp";
  extension: "jpg" | "webp";
  width: number;
  height: number;
};

function isPictureMimeType(value: string): value is PictureMimeType {
  return (pictureMimeTypes as readonly string[]).includes(value);
}

/**
 * Checks an uploaded picture and re-encodes it. The type comes from the file's bytes, never its name
 * or the browser's claim; the pixel size is read from the header and refused before anything is
 * decoded. Re-encoding drops metadata (location, camera) and any payload hidden after the image,
 * applies the EXIF rotation and scales the picture down to what a resume needs. JPEG stays JPEG;
 * PNG, GIF (first frame) and WebP become WebP, which keeps transparency.
 */
export async function processPicture(input: Uint8Array): Promise<ProcessedPicture> {
  if (input.byteLength === 0) throw uploadRefused("MissingFile");
  if (input.byteLength > pictureLimits.maxBytes)
    throw uploadRefused("FileTooLarge", { maxBytes: pictureLimits.maxBytes });

  const detected = await fileTypeFromBuffer(input);
  if (!detected || !isPictureMimeType(detected.mime)) throw uploadRefused("UnsupportedFileType");

  const options = { limitInputPixels: pictureLimits.maxPixels, failOn: "error", animated: false } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw uploadRefused("InvalidImage");
  }
  const width = metadata.width ?? 0;
  const height = metadata.pageHeight ?? metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw uploadRefused("InvalidImage");
  if (width > pictureLimits.maxSide || height > pictureLimits.maxSide || width * height > pictureLimits.maxPixels) {
    throw uploadRefused("ImageTooLarge", { maxPixels: pictureLimits.maxPixels, maxSide: pictureLimits.maxSide });
  }

  const longSide =
    input.byteLength > pictureLimits.compressAboveBytes
      ? pictureLimits.compressedLongSide
      : pictureLimits.storedLongSide;
  const isJpeg = detected.mime === "image/jpeg";
  try {
    const pipeline = sharp(input, options)
      .rotate()
      .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true });
    const encoded = isJpeg ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return isJpeg
      ? { body: data, contentType: "image/jpeg", extension: "jpg", width: info.width, height: info.height }
      : { body: data, contentType: "image/webp", extension: "webp", width: info.width, height: info.height };
  } catch {
    throw uploadRefused("InvalidImage");
  }
}
