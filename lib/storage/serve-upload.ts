import "server-only";
import { getStorage } from "./get-storage";
import { isPublicUploadKey } from "./storage";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "x-content-type-options": "nosniff" },
  });

/**
 * Answers a stored file for /uploads/<segments>. The key is checked against the one key rule
 * (no "..", no dot files, no encoded slashes; never a private folder such as thumbnails), and the storage re-checks that the real file is
 * inside its root. Only image types are served inline; nothing is ever sniffed or run as a page.
 */
export async function serveUpload(segments: string[]): Promise<Response> {
  const key = segments.join("/");
  if (!isPublicUploadKey(key)) return notFound();
  let file;
  try {
    file = await getStorage().get(key);
  } catch (error) {
    console.error("[uploads] storage unavailable", error);
    return new Response("Storage unavailable", { status: 503 });
  }
  if (!file) return notFound();
  const isImage = file.contentType.startsWith("image/");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
      "last-modified": file.lastModified.toUTCString(),
      ...(isImage ? {} : { "content-disposition": "attachment" }),
    },
  });
}
