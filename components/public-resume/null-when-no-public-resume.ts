import "server-only";
import { isAppError } from "@/core/errors";

/**
 * What `load` gives, or null when the address names no resume to show: an unknown, deleted or private
 * one, or a malformed name or id. Every other error is thrown on.
 */
export async function nullWhenNoPublicResume<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === "ResumeNotFound" || error.code === "NotFound" || error.code === "ValidationFailed")
    )
      return null;
    throw error;
  }
}
