import { ApiError, dispatchApiError } from "@/client/http/api-client";
import { isErrorCode, type ApiErrorBody } from "@/core/errors/codes";
import type { ImportType } from "@/core/formats/import-types";
import type { ImportResult } from "@/lib/formats/import-resume";

/** Where the dialog sends a file: the signed-in import or the guest's. */
export type ImportUrl = "/api/resume/import" | "/api/guest/resume/import";

/**
 * POST the file as multipart form data (every type: the server reads JSON with its safe parser, so
 * a file's errors keep their place); `dryRun` only validates and answers the converted data.
 */
export async function importFileRequest(
  url: ImportUrl,
  { type, file, dryRun, signal }: { type: ImportType; file: File; dryRun: boolean; signal?: AbortSignal },
): Promise<ImportResult> {
  const form = new FormData();
  form.set("type", type);
  form.set("file", file, file.name);
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  let response: Response;
  try {
    response = await fetch(dryRun ? `${url}?dryRun=1` : url, {
      method: "POST",
      body: form,
      credentials: "include",
      headers: lang ? { "x-page-locale": lang } : undefined,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NetworkUnavailable", 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as ImportResult;
  const failure = (body as ApiErrorBody | null)?.error;
  if (failure && isErrorCode(failure.code))
    throw dispatchApiError(new ApiError(failure.code, response.status, failure));
  throw new ApiError(response.status === 413 ? "PayloadTooLarge" : "SomethingWentWrong", response.status);
}
