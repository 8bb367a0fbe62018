import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/ai/cover-letter/route";
import { GET as read, PUT as save } from "@/app/api/resume/[id]/cover-letter/route";
import { coverLetterLimits } from "@/core/cover-letter/schema";
import { config } from "@/lib/config";
import { callRoute, callRouteJson, guestCaller, type Caller } from "@/tests/support/route-request";
import { ledger, resumeOwner, software } from "@/tests/career/career-fixtures";

// The cover-letter routes through their handlers with real sessions, offline: read and save (the
// body checks, the size limit, sanitising), generation and its charge, and the refusals (no session,
// a guest, another user's resume), none of which charges anything.

const saved = { ...config };
beforeAll(() => Object.assign(config, { OPENAI_API_KEY: undefined }));
afterAll(() => Object.assign(config, saved));

const letterPath = (id: string) => `/api/resume/${id}/cover-letter`;
const emptyJob = { jobTitle: "", company: "", recipient: "", jobDescription: "" };

function call(
  handler: typeof read | typeof generate,
  input: { method: string; path: string; caller: Caller; body?: unknown; id?: string },
) {
  return callRouteJson(
    handler as typeof read,
    {
      method: input.method,
      path: input.path,
      caller: input.caller,
      body: input.body,
      params: input.id ? { id: input.id } : undefined,
    } as Parameters<typeof callRoute<{ id: string }>>[1],
  );
}

describe("GET/PUT /api/resume/{id}/cover-letter", () => {
  it("saves the letter sanitised and reads it back; refuses a body over the limit", async () => {
    const { caller, resumeId } = await resumeOwner(software.resume);
    const path = letterPath(resumeId);
    const empty = await call(read, { method: "GET", path, caller, id: resumeId });
    expect(empty).toMatchObject({ status: 200, json: { resumeId, html: "", updatedAt: null } });

    const put = await call(save, {
      method: "PUT",
      path,
      caller,
      id: resumeId,
      body: { html: '<p>Dear team,<img src=x onerror="alert(1)"></p>', ...emptyJob, company: "Acme" },
    });
    expect(put).toMatchObject({ status: 200, json: { html: "<p>Dear team,</p>", company: "Acme" } });
    expect((await call(read, { method: "GET", path, caller, id: resumeId })).json).toEqual(put.json);

    const tooLong = await call(save, {
      method: "PUT",
      path,
      caller,
      id: resumeId,
      body: { html: "a".repeat(coverLetterLimits.html + 1), ...emptyJob },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ error: { code: "ValidationFailed" } });
    const unknownField = await call(save, {
      method: "PUT",
      path,
      caller,
      id: resumeId,
      body: { html: "<p>x</p>", ...emptyJob, userId: "someone" },
    });
    expect(unknownField.status).toBe(400);
    expect((await call(read, { method: "GET", path, caller, id: resumeId })).json.html).toBe("<p>Dear team,</p>");
  });

  it("refuses a signed-out visitor (401), a guest (403) and another user's resume (404)", async () => {
    const { resumeId } = await resumeOwner(software.resume);
    const path = letterPath(resumeId);
    const body = { html: "<p>x</p>", ...emptyJob };
    expect((await call(read, { method: "GET", path, caller: { cookie: null }, id: resumeId })).status).toBe(401);
    const guest = await call(save, { method: "PUT", path, caller: (await guestCaller()).caller, id: resumeId, body });
    expect(guest).toMatchObject({ status: 403, json: { error: { code: "Forbidden" } } });
    const other = await resumeOwner(software.resume);
    expect((await call(read, { method: "GET", path, caller: other.caller, id: resumeId })).status).toBe(404);
    expect((await call(save, { method: "PUT", path, caller: other.caller, id: resumeId, body })).status).toBe(404);
  });
});

describe("POST /api/ai/cover-letter", () => {
  it("writes and stores the offline letter, charging COVER_LETTER; refuses bad bodies, guests and others' resumes", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const body = { resumeId, jobTitle: "Frontend Engineer", company: "Acme", idempotencyKey: `route-${randomUUID()}` };
    const { status, json } = await call(generate, { method: "POST", path: "/api/ai/cover-letter", caller, body });
    expect(status).toBe(200);
    expect(json).toMatchObject({ mode: "offline", language: "en-US", charged: true, cost: 100, balance: 900 });
    expect((json.letter as { html: string }).html).toContain("Frontend Engineer position at Acme");
    expect((await call(read, { method: "GET", path: letterPath(resumeId), caller, id: resumeId })).json).toEqual(
      json.letter,
    );

    const noCompany = await call(generate, {
      method: "POST",
      path: "/api/ai/cover-letter",
      caller,
      body: { ...body, company: " ", idempotencyKey: `route-${randomUUID()}` },
    });
    expect(noCompany.status).toBe(400);
    const guest = await call(generate, {
      method: "POST",
      path: "/api/ai/cover-letter",
      caller: (await guestCaller()).caller,
      body,
    });
    expect(guest.status).toBe(403);
    const other = await resumeOwner(software.resume);
    expect(
      (await call(generate, { method: "POST", path: "/api/ai/cover-letter", caller: other.caller, body })).status,
    ).toBe(404);
    expect(
      (await call(generate, { method: "POST", path: "/api/ai/cover-letter", caller: { cookie: null }, body })).status,
    ).toBe(401);
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "COVER_LETTER", -100]]);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
  });
});
