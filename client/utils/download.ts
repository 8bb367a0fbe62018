/** Saves a URL (an object URL or a same-origin address) as a file, through a temporary link. */
export function saveUrlAs(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a blob as a file; the object URL is released once the browser has taken the download. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrlAs(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves a value as pretty-printed JSON. */
export function saveJsonAs(value: unknown, fileName: string): void {
  saveBlobAs(new Blob([JSON.stringify(value, null, 2)], { type: "application/json" }), fileName);
}
