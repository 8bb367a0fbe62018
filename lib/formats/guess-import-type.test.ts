import { describe, expect, it } from "vitest";
import { fixtureJson, linkedInZip } from "@/tests/fixtures/formats/fixtures";
import { guessImportType } from "./guess-import-type";

const json = (name: string) => ({ json: fixtureJson(name) });

describe("guessImportType", () => {
  it.each([
    ["reactive-resume-v4.json", "own"],
    ["reactive-resume-v3.json", "reactive-resume-v3"],
    ["json-resume-complete.json", "json-resume"],
    ["json-resume-old-fields.json", "json-resume"],
    ["json-resume-arabic.json", "json-resume"],
  ])("takes %s for %s", (name, type) => {
    expect(guessImportType(json(name))).toBe(type);
  });

  it("takes a zip for a LinkedIn export, %PDF- for a PDF, and is unsure of anything else", async () => {
    expect(guessImportType({ bytes: await linkedInZip() })).toBe("linkedin");
    expect(guessImportType({ bytes: new TextEncoder().encode("%PDF-1.7") })).toBe("pdf");
    expect(guessImportType({ bytes: new TextEncoder().encode("GIF89a") })).toBeUndefined();
    expect(guessImportType({ json: { hello: "world" } })).toBeUndefined();
    expect(guessImportType({ json: [] })).toBeUndefined();
  });
});
