import { AppError } from "@/core/errors";

/**
 * Why an upload was refused. Each reason is a catalogue code of its own (MissingFile 400,
 * FileTooLarge 413, UnsupportedFileType 415, ImageTooLarge 422, InvalidImage 422), also repeated
 * as `error.details.reason`; the browser's own checks before uploading use the same reasons.
 */
export const uploadRefusalReasons = [
  "MissingFile",
  "FileTooLarge",
  "UnsupportedFileType",
  "ImageTooLarge",
  "InvalidImage",
] as const;
export type UploadRefusalReason = (typeof uploadRefusalReasons)[number];

export function isUploadRefusalReason(value: unknown): value is UploadRefusalReason {
  return typeof value === "string" && (uploadRefusalReasons as readonly string[]).includes(value);
}

export function uploadRefused(reason: UploadRefusalReason, details: Record<string, unknown> = {}): AppError {
  return new AppError(reason, { message: reason, fields: { file: [reason] }, details: { reason, ...details } });
}
