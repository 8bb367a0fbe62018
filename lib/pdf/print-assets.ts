import "server-only";
import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config";
import { getStorage, isPublicUploadKey } from "@/lib/storage";
import { resolveFontFile } from "@/lib/templates/font-files";
import type { PrintAsset } from "./print-page";

/*
 * The only things a print page may load besides data: URLs: bundled fonts (/fonts/...), template
 * images (/templates/...), read from disk, and uploaded pictures (/uploads/...), read through the
 * storage module (local disk or S3), at the print page's own origin or the app's. No HTTP request
 * to the app is involved, so printing works with the app alone.
 */

/** The origin the print document is given (its <base>); never resolved by DNS, every request is answered here. */
export const printOrigin = "http://print.vitae.invalid";

const maxPictureBytes = 8 * 1024 * 1024;

const imageTypes: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
};

// Fonts and template images are few and immutable while the process runs: keep them in memory.
const cache = new Map<string, PrintAsset>();
const cacheLimit = 400;

// Every request of every print page passes here: the origins are worked out once.
const allowedOrigins: ReadonlySet<string> = new Set([printOrigin, new URL(config.APP_URL).origin]);

export async function resolvePrintAsset(address: string): Promise<PrintAsset | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!allowedOrigins.has(url.origin)) return null;
  const segments = url.pathname
    .split("/")
    .slice(1)
    .map((segment) => safeDecode(segment));
  if (segments.some((segment) => segment === null || segment === "" || segment === "." || segment === ".."))
    return null;
  const [area, ...rest] = segments as string[];

  const cacheKey = url.pathname;
  const cached = cache.get(cacheKey);
  if (cached) return cached;

  let asset: PrintAsset | null = null;
  if (area === "fonts") {
    const file = await resolveFontFile(rest);
    if (file) asset = { body: await readFile(file.absolutePath), contentType: file.contentType };
  } else if (area === "templates") {
    asset = await readImageInside(path.join(process.cwd(), "public", "templates"), rest);
  } else if (area === "uploads") {
    // Uploads are the user's own files and may change: read each time.
    return readUpload(rest);
  }
  if (asset && cache.size < cacheLimit) cache.set(cacheKey, asset);
  return asset;
}

/** An uploaded picture by its storage key; only the image types uploads are stored as. */
async function readUpload(segments: string[]): Promise<PrintAsset | null> {
  const key = segments.join("/");
  if (!isPublicUploadKey(key) || !imageTypes[path.extname(key).toLowerCase()]) return null;
  try {
    const file = await getStorage().get(key);
    // Pictures are compressed to 1 MB on upload; anything far larger is not a resume picture.
    if (!file || file.size > maxPictureBytes || !file.contentType.startsWith("image/")) return null;
    return { body: new Uint8Array(file.body), contentType: file.contentType };
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** An image file inside `root`, checked after following links; anything else is null. */
async function readImageInside(root: string, segments: string[]): Promise<PrintAsset | null> {
  if (segments.length === 0 || segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment))) return null;
  const contentType = imageTypes[path.extname(segments.at(-1) ?? "").toLowerCase()];
  if (!contentType) return null;
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(path.join(root, ...segments))]);
    const relative = path.relative(realRoot, realFile);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
    const info = await stat(realFile);
    if (!info.isFile() || info.size > maxPictureBytes) return null;
    return { body: await readFile(realFile), contentType };
  } catch {
    return null;
  }
}
