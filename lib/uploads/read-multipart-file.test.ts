import { describe, expect, it } from "vitest";
import { isAppError } from "@/core/errors";
import { readMultipartFile } from "./read-multipart-file";

function formRequest(file: Blob | string | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (file !== null) form.set("file", file);
  return new Request("http://localhost/api/upload/picture", { method: "POST", body: form, headers });
}

async function reason(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isAppError(error)) return error.details?.reason;
    throw error;
  }
  return "accepted";
}

describe("readMultipartFile", () => {
  it("reads the file field", async () => {
    const bytes = await readMultipartFile(formRequest(new Blob([new Uint8Array([1, 2, 3])]), {}));
    expect(Array.from(bytes)).toEqual([1, 2, 3]);
  });

  it("refuses a missing or empty file, a text field and a JSON body", async () => {
    expect(await reason(readMultipartFile(formRequest(null)))).toBe("MissingFile");
    expect(await reason(readMultipartFile(formRequest(new Blob([]))))).toBe("MissingFile");
    expect(await reason(readMultipartFile(formRequest("not a file")))).toBe("MissingFile");
    const json = new Request("http://localhost/", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await reason(readMultipartFile(json))).toBe("MissingFile");
  });

  it("refuses a body announced as too large without reading it", async () => {
    const request = formRequest(new Blob([new Uint8Array(10)]), { "content-length": String(50 * 1024 * 1024) });
    expect(await reason(readMultipartFile(request))).toBe("FileTooLarge");
  });

  it("refuses a file over the limit while reading, whatever the headers say", async () => {
    const request = formRequest(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]));
    expect(await reason(readMultipartFile(request))).toBe("FileTooLarge");
    const small = formRequest(new Blob([new Uint8Array(2000)]));
    expect(await reason(readMultipartFile(small, "file", 1000))).toBe("FileTooLarge");
  });
});
