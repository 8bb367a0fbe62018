import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import JSZip from "jszip";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { convertImport, type ImportType } from "./convert-import";
import { importLimits } from "./limits";
import { readImportJson } from "./read-json";

// Every hostile file of issue 19 §4 (PDF ones aside): refused with a reason the user can read,
// nothing polluted, nothing written to disk. The zips of 10,000 entries and of many megabytes take
// seconds to make on a busy machine: those tests have 30 s each.

const refusal = (reason: string, place?: string) => ({
  code: "ImportFailed",
  details: place === undefined ? expect.objectContaining({ reason }) : { reason, place },
});
const importBytes = (type: ImportType, bytes: Uint8Array) => convertImport(type, { bytes });
const zipOf = (zip: JSZip) => zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });

let tmpBefore: string[];
beforeEach(() => {
  tmpBefore = readdirSync(tmpdir());
});
afterEach(() => {
  expect(readdirSync(tmpdir()).filter((name) => !tmpBefore.includes(name) && /csv|zip|import/i.test(name))).toEqual([]);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty("polluted");
});

describe("hostile zips", () => {
  it("refuses an entry that climbs out with ../", async () => {
    const zip = new JSZip();
    zip.file("Skills.csv", "Name\nGo\n");
    zip.file("../../etc/Skills.csv", "Name\nEvil\n", { createFolders: false });
    await expect(importBytes("linkedin", await zipOf(zip))).rejects.toMatchObject(
      refusal("unsafeZipEntry", "../../etc/Skills.csv"),
    );
  });

  it("refuses an absolute path", async () => {
    const zip = new JSZip();
    zip.file("/tmp/Skills.csv", "Name\nEvil\n");
    await expect(importBytes("linkedin", await zipOf(zip))).rejects.toMatchObject(refusal("unsafeZipEntry"));
  });

  it("refuses a symbolic link", async () => {
    const zip = new JSZip();
    zip.file("Profile.csv", "/etc/passwd", { unixPermissions: 0o120777 });
    const bytes = await zip.generateAsync({ type: "uint8array", platform: "UNIX" });
    await expect(importBytes("linkedin", bytes)).rejects.toMatchObject(refusal("unsafeZipEntry", "Profile.csv"));
  });

  it("refuses 10,000 entries before reading any", async () => {
    const zip = new JSZip();
    for (let index = 0; index < 10_000; index += 1) zip.file(`f${index}.txt`, "");
    zip.file("Skills.csv", "Name\nGo\n");
    await expect(importBytes("linkedin", await zip.generateAsync({ type: "uint8array" }))).rejects.toMatchObject(
      refusal("tooManyZipEntries"),
    );
  }, 30_000);

  it("stops inflating a zip bomb at the cap, whatever its headers say", async () => {
    const zip = new JSZip();
    // About 21 MB of one character compresses to a few tens of kilobytes.
    zip.file("Positions.csv", "a".repeat(importLimits.maxZipUncompressedBytes + 1024 * 1024));
    const bytes = await zipOf(zip);
    expect(bytes.byteLength).toBeLessThan(importLimits.maxFileBytes);
    await expect(importBytes("linkedin", bytes)).rejects.toMatchObject(refusal("zipTooLarge", "Positions.csv"));
  }, 30_000);

  it("never inflates an entry it does not need (a damaged one here), so a bomb beside the CSVs costs nothing", async () => {
    const zip = new JSZip();
    zip.file("Skills.csv", "Name\nGo\n");
    zip.file("Connections.csv", "Z".repeat(4096), { compression: "STORE" });
    const bytes = await zip.generateAsync({ type: "uint8array" });
    const start = Buffer.from(bytes).indexOf("ZZZZ");
    bytes[start + 100] = 0x59; // the stored entry no longer matches its checksum
    const data = await importBytes("linkedin", bytes);
    expect(data).toMatchObject({ sections: { skills: { items: [{ name: "Go" }] } } });
  });

  it("counts the cap across entries, not per entry", async () => {
    const zip = new JSZip();
    const half = "b".repeat(importLimits.maxZipUncompressedBytes / 2 + 1024);
    zip.file("Positions.csv", half);
    zip.file("Projects.csv", half);
    await expect(importBytes("linkedin", await zipOf(zip))).rejects.toMatchObject(refusal("zipTooLarge"));
  }, 30_000);

  it("refuses a renamed binary as not a zip", async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    await expect(importBytes("linkedin", png)).rejects.toMatchObject(refusal("notAZip"));
  });
});

describe("hostile JSON", () => {
  it("refuses 20 MB before parsing", () => {
    const big = JSON.stringify({ basics: { name: "x".repeat(20 * 1024 * 1024) } });
    expect(() => readImportJson(big)).toThrow(expect.objectContaining(refusal("fileTooLarge")));
  });

  it("refuses nesting 10,000 deep", () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    expect(() => readImportJson(deep)).toThrow(expect.objectContaining(refusal("tooDeep")));
  });

  it.each([
    ['{"basics":{"name":"A"},"__proto__":{"polluted":true}}'],
    ['{"basics":{"__proto__":{"polluted":true}}}'],
    ['{"constructor":{"prototype":{"polluted":true}}}'],
  ])("refuses prototype keys: %s", (text) => {
    expect(() => readImportJson(text)).toThrow(expect.objectContaining(refusal("forbiddenKey")));
  });

  it.each<ImportType>(["own", "json-resume", "reactive-resume-v3"])(
    "refuses a renamed binary as %s with a parse error",
    async (type) => {
      const binary = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xff, 0xfe, 0x00, 0x01]);
      await expect(importBytes(type, binary)).rejects.toMatchObject(refusal("malformedJson"));
    },
  );

  it("refuses JSON that is not an object", async () => {
    await expect(convertImport("json-resume", { json: [1, 2, 3] })).rejects.toMatchObject(refusal("notAnObject"));
  });
});
