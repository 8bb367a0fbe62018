import { AppError } from "@/lib/errors";

/**
 * Why an upload was refused. Each reason is sent as `error.details.reason` under the closest
 * catalogue code (the picture control translates the reason); they are meant to become catalogue
 * codes of their own (FileTooLarge 413, UnsupportedFileType 415, ImageTooLarge 422, InvalidImage 422).
 */
export const uploadRefusalReasons = ["MissingFile", "FileTooLarge", "UnsupportedFileType", "ImageTooLarge", "InvalidImage"] as const;
export type UploadRefusalReason = (typeof uploadRefusalReasons)[number];

export function isUploadRefusalReason(value: unknown): value is UploadRefusalReason {
  return typeof value === "string" && (uploadRefusalReasons as readonly string[]).includes(value);
}

export function uploadRefused(reason: UploadRefusalReason, details: Record<string, unknown> = {}): AppError {
  const code = reason === "FileTooLarge" ? "PayloadTooLarge" : "ValidationFailed";
  return new AppError(code, { message: reason, fields: { file: [reason] }, details: { reason, ...details } });
}
