// GET /fonts/{@fontsource package}/files/{file} - a bundled font file, cached for a year
import { readFile } from "node:fs/promises";
import { resolveFontFile } from "@/lib/templates/font-files";

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const file = await resolveFontFile(path);
  if (!file) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  // Font files are tens of kilobytes: reading them whole is simpler than streaming and as fast.
  const body = await readFile(file.absolutePath);
  return new Response(body, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(body.byteLength),
      // The URL carries the font's version (?v=), so a changed file gets a new address.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
