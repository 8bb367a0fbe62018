import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";

// The resume API over HTTP, as any client sees it: status codes, error shapes and what is ignored.

test.describe("resume API", () => {
  test("refuses a signed-out caller with 401 JSON", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    const response = await anonymous.get("/api/resume");
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "Unauthorized" } });
    await anonymous.dispose();
  });

  test("creates, reads, saves by version and deletes, ignoring fields a client may not set", async ({ request }) => {
    await signUp(request);
    const created = await request.post("/api/resume", {
      data: { title: "Backend Engineer", userId: "someone-else", locked: true, visibility: "PUBLIC" },
    });
    expect(created.status()).toBe(201);
    const resume = await created.json();
    expect(resume).toMatchObject({
      title: "Backend Engineer",
      slug: "backend-engineer",
      visibility: "PRIVATE",
      locked: false,
      version: 1,
    });

    const saved = await request.patch(`/api/resume/${resume.id}`, {
      data: { version: 1, title: "Staff Engineer", locked: true, userId: "x", views: 99 },
    });
    expect(saved.status()).toBe(200);
    expect(await saved.json()).toMatchObject({ title: "Staff Engineer", locked: false, version: 2 });

    const stale = await request.patch(`/api/resume/${resume.id}`, { data: { version: 1, title: "Overwrite" } });
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "VersionConflict", details: { currentVersion: 2 } } });

    const list = await (await request.get("/api/resume")).json();
    expect(list.map((item: { title: string }) => item.title)).toEqual(["Staff Engineer"]);
    expect(list[0]).not.toHaveProperty("data");

    expect((await request.delete(`/api/resume/${resume.id}`)).status()).toBe(204);
    expect((await request.get(`/api/resume/${resume.id}`)).status()).toBe(404);
  });

  test("answers malformed, oversized and schema-invalid bodies with 400, 413 and the failing fields", async ({
    request,
  }) => {
    await signUp(request);
    const resume = await (await request.post("/api/resume", { data: { title: "Target" } })).json();

    const malformed = await request.patch(`/api/resume/${resume.id}`, {
      data: Buffer.from("{not json"),
      headers: { "content-type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: "MalformedJson" } });

    const huge = await request.patch(`/api/resume/${resume.id}`, {
      data: { version: 1, data: { blob: "x".repeat(3 * 1024 * 1024) } },
    });
    expect(huge.status()).toBe(413);

    const invalid = await request.patch(`/api/resume/${resume.id}`, {
      data: {
        version: 1,
        data: { ...resume.data, basics: { ...resume.data.basics, email: "not-an-email" }, surprise: true },
      },
    });
    expect(invalid.status()).toBe(400);
    const body = await invalid.json();
    expect(body.error.code).toBe("ValidationFailed");
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["data.basics.email"]));
    expect((await (await request.get(`/api/resume/${resume.id}`)).json()).version).toBe(1);
  });

  test("refuses a slug clash with 409 and the third resume of a free account with its reason", async ({ request }) => {
    await signUp(request);
    await request.post("/api/resume", { data: { title: "First", slug: "my-cv" } });
    const clash = await request.post("/api/resume", { data: { title: "Second", slug: "My CV" } });
    expect(clash.status()).toBe(409);
    expect(await clash.json()).toMatchObject({ error: { code: "ResumeSlugAlreadyExists" } });

    expect((await request.post("/api/resume", { data: { title: "Second" } })).status()).toBe(201);
    const third = await request.post("/api/resume", { data: { title: "Third" } });
    expect(third.status()).toBe(403);
    expect(await third.json()).toMatchObject({
      error: { code: "ResumeLimitReached", details: { reason: "subscription_limit" } },
    });
  });

  test("hides another user's resume behind 404 on every route and refuses changes to a locked one with 423", async ({
    request,
    playwright,
    baseURL,
  }) => {
    await signUp(request);
    const resume = await (await request.post("/api/resume", { data: { title: "Private" } })).json();

    const stranger = await playwright.request.newContext({ baseURL });
    await signUp(stranger);
    for (const response of [
      await stranger.get(`/api/resume/${resume.id}`),
      await stranger.patch(`/api/resume/${resume.id}`, { data: { version: 1, title: "Mine now" } }),
      await stranger.delete(`/api/resume/${resume.id}`),
      await stranger.patch(`/api/resume/${resume.id}/lock`, { data: { set: true } }),
      await stranger.get(`/api/resume/${resume.id}/statistics`),
    ]) {
      expect(response.status()).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "ResumeNotFound" } });
    }
    await stranger.dispose();

    expect((await request.patch(`/api/resume/${resume.id}/lock`, { data: { set: true } })).status()).toBe(200);
    expect((await request.patch(`/api/resume/${resume.id}`, { data: { version: 1, title: "Changed" } })).status()).toBe(
      423,
    );
    expect((await request.delete(`/api/resume/${resume.id}`)).status()).toBe(423);
    expect((await request.get(`/api/resume/${resume.id}/statistics`)).status()).toBe(200);
  });

  test("keeps private resumes out of the public route and serves the JSON Schema", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const { username } = await signUp(request);
    const resume = await (await request.post("/api/resume", { data: { title: "Secret" } })).json();
    const visitor = await playwright.request.newContext({ baseURL });
    expect((await visitor.get(`/api/resume/public/${username}/${resume.slug}`)).status()).toBe(404);
    const schema = await (await visitor.get("/api/resume/schema")).json();
    expect(schema.properties).toHaveProperty("basics");
    expect(schema.properties).toHaveProperty("sections");
    await visitor.dispose();
  });
});
