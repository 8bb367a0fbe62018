import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { signUp } from "../fixtures/auth";

// The import and JSON export API over HTTP: both body forms, dry runs, errors with their place,
// ownership and the downloads. Conversions themselves are covered by lib/formats/*.test.ts.

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/formats/${name}`, import.meta.url));

test.describe("resume import and JSON export API", () => {
  test("imports a file, validates without creating on a dry run, and downloads it back in both JSON formats", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);

    const dryRun = await request.post("/api/resume/import?dryRun=1", {
      multipart: {
        type: "json-resume",
        file: { name: "resume.json", mimeType: "application/json", buffer: fixture("json-resume-complete.json") },
      },
    });
    expect(dryRun.status()).toBe(200);
    expect(await dryRun.json()).toMatchObject({
      valid: true,
      summary: { name: "Richard Hendricks", sections: { experience: 2, education: 1 } },
      data: { basics: { name: "Richard Hendricks" } },
    });
    expect(await (await request.get("/api/resume")).json()).toEqual([]);

    const imported = await request.post("/api/resume/import", {
      data: { type: "own", data: JSON.parse(fixture("reactive-resume-v4.json").toString()) },
    });
    expect(imported.status()).toBe(201);
    const { resume } = await imported.json();
    expect(resume).toMatchObject({ title: "Alex Morgan", visibility: "PRIVATE" });

    const own = await request.get(`/api/resume/${resume.id}/export/json`);
    expect(own.status()).toBe(200);
    expect(own.headers()["content-disposition"]).toBe(`attachment; filename="${resume.id}.json"`);
    expect(await own.json()).toEqual(resume.data);

    const jsonResume = await request.get(`/api/resume/${resume.id}/export/json-resume`);
    expect(jsonResume.status()).toBe(200);
    expect(await jsonResume.json()).toMatchObject({ basics: { name: "Alex Morgan" } });

    // Another account cannot read it, nor can a signed-out caller.
    const stranger = await playwright.request.newContext({ baseURL });
    expect((await stranger.get(`/api/resume/${resume.id}/export/json`)).status()).toBe(401);
    await signUp(stranger);
    const foreign = await stranger.get(`/api/resume/${resume.id}/export/json-resume`);
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: { code: "ResumeNotFound" } });
    await stranger.dispose();
  });

  test("answers an unreadable or invalid file with the reason and its place", async ({ request }) => {
    await signUp(request);
    const badDate = await request.post("/api/resume/import?dryRun=1", {
      data: { type: "json-resume", data: { work: [{ name: "A", startDate: "soon" }] } },
    });
    expect(badDate.status()).toBe(422);
    expect(await badDate.json()).toMatchObject({
      error: { code: "ImportFailed", details: { reason: "invalidDate", place: "work[0].startDate" } },
    });

    const badEmail = await request.post("/api/resume/import?dryRun=1", {
      data: { type: "json-resume", data: { basics: { email: "nope" } } },
    });
    expect(badEmail.status()).toBe(400);
    expect(await badEmail.json()).toMatchObject({
      error: { code: "ValidationFailed", fields: { "data.basics.email": [expect.any(String)] } },
    });

    const pollution = await request.post("/api/resume/import", {
      headers: { "content-type": "application/json" },
      data: '{"type":"own","data":{"__proto__":{"isAdmin":true}}}',
    });
    expect(await pollution.json()).toMatchObject({
      error: { code: "ImportFailed", details: { reason: "forbiddenKey" } },
    });

    const notZip = await request.post("/api/resume/import", {
      multipart: {
        type: "linkedin",
        file: { name: "export.zip", mimeType: "application/zip", buffer: Buffer.from("%PDF-1.7 not a zip") },
      },
    });
    expect(await notZip.json()).toMatchObject({ error: { code: "ImportFailed", details: { reason: "notAZip" } } });

    const tooLarge = await request.post("/api/resume/import", {
      multipart: {
        type: "own",
        file: { name: "big.json", mimeType: "application/json", buffer: Buffer.alloc(6 * 1024 * 1024, 32) },
      },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await (await request.get("/api/resume")).json()).toEqual([]);
  });
});
