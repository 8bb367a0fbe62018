import { isErrorCode, type ApiErrorBody } from "@/core/errors/codes";
import { ApiError } from "@/client/http/api-client";

/** POST /api/upload/picture with the file as multipart form data; the stored picture's address. */
export async function uploadPictureRequest(
  file: Blob,
  fileName: string,
  signal?: AbortSignal,
): Promise<{ url: string }> {
  const form = new FormData();
  form.set("file", file, fileName);
  let response: Response;
  try {
    response = await fetch("/api/upload/picture", { method: "POST", body: form, credentials: "include", signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("NetworkUnavailable", 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as { url: string };
  const failure = (body as ApiErrorBody | null)?.error;
  if (failure && isErrorCode(failure.code)) throw new ApiError(failure.code, response.status, failure);
  throw new ApiError(response.status === 413 ? "PayloadTooLarge" : "SomethingWentWrong", response.status);
}
