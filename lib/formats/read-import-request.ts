import "server-only";
import { z } from "zod";
import { AppError } from "@/core/errors";
import { readBodyLimited, validationError } from "@/lib/http/route";
import { importTypeSchema, type ImportSource, type ImportType } from "./convert-import";
import { importError } from "./import-error";
import { importLimits } from "./limits";
import { isRecord, readImportJson } from "./read-json";

const requestLimit = importLimits.maxFileBytes + 64 * 1024;
const jsonRequestSchema = z.object({
  type: importTypeSchema,
  title: z.string().max(255).optional(),
  data: z.unknown(),
});
const formFieldsSchema = z.object({ type: importTypeSchema, title: z.string().max(255).optional() });

/**
 * The body of an import: JSON `{ type, data }` or a multipart form with `type` and `file`. Both are
 * read up to a cap, never buffered past it; JSON goes through the same safe parser as a file.
 */
export async function readImportRequest(
  request: Request,
): Promise<{ type: ImportType; title?: string; source: ImportSource }> {
  if (Number(request.headers.get("content-length") ?? "0") > requestLimit) throw new AppError("PayloadTooLarge");
  const body = await readBodyLimited(request, requestLimit, () => new AppError("PayloadTooLarge"));
  const contentType = request.headers.get("content-type") ?? "";

  if (contentType.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new AppError("MalformedJson");
    }
    const fields = formFieldsSchema.safeParse({
      type: form.get("type") ?? undefined,
      title: form.get("title") ?? undefined,
    });
    if (!fields.success) throw validationError(fields.error);
    const file = form.get("file");
    if (!(file instanceof Blob) || file.size === 0) throw importError("missingFile");
    if (file.size > importLimits.maxFileBytes) throw importError("fileTooLarge");
    return { ...fields.data, source: { bytes: new Uint8Array(await file.arrayBuffer()) } };
  }

  const json = readImportJson(body);
  if (!isRecord(json)) throw importError("notAnObject");
  const parsed = jsonRequestSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  return { type: parsed.data.type, title: parsed.data.title, source: { json: parsed.data.data } };
}
