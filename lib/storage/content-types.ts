import "server-only";
// The only kinds of file the app stores and serves. Anything else is served as a download.

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export function contentTypeOfKey(key: string): string {
  const extension = key.split(".").at(-1)?.toLowerCase() ?? "";
  return contentTypes[extension] ?? "application/octet-stream";
}
