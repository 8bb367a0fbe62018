import "server-only";
import { readBodyLimited } from "@/lib/http/route";
import { pictureLimits } from "@/core/uploads/picture-limits";
import { uploadRefused } from "@/core/uploads/upload-errors";

// Room for the multipart boundaries and part headers around the file.
const envelopeBytes = 64 * 1024;

/**
 * The bytes of the form-data field `file`, reading at most the picture limit plus the envelope:
 * a body announced or found to be larger is refused without being buffered whole.
 */
export async function readMultipartFile(
  request: Request,
  field = "file",
  maxBytes: number = pictureLimits.maxBytes,
): Promise<Uint8Array> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.toLowerCase().startsWith("multipart/form-data")) throw uploadRefused("MissingFile");
  const limit = maxBytes + envelopeBytes;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw uploadRefused("FileTooLarge", { maxBytes });
  if (!request.body) throw uploadRefused("MissingFile");

  const body = await readBodyLimited(request, limit, () => uploadRefused("FileTooLarge", { maxBytes }));

  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw uploadRefused("MissingFile");
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw uploadRefused("MissingFile");
  if (file.size > maxBytes) throw uploadRefused("FileTooLarge", { maxBytes });
  return new Uint8Array(await file.arrayBuffer());
}
