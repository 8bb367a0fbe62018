import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as generate } from "@/app/api/ai/cover-letter/route";
import { GET as read, PUT as save } from "@/app/api/resume/[id]/cover-letter/route";
import { coverLetterLimits } from "@/core/cover-letter/schema";
import { callRouteJson, guestCaller, type Caller } from "@/tests/support/route-request";
import { withConfig } from "@/tests/support/with-config";
import { ledger, resumeOwner, software } from "@/tests/career/career-fixtures";

// The cover-letter routes through their handlers with real sessions, offline: read and save (the
// body checks, the size limit, sanitising), generation and its charge, and the refusals (no session,
// a guest, another user's resume), none of which charges anything.

withConfig({ OPENAI_API_KEY: undefined });

const emptyJob = { jobTitle: "", company: "", recipient: "", jobDescription: "" };

/** GET /api/resume/{id}/cover-letter as `caller`. */
function readLetter(caller: Caller, resumeId: string) {
  return callRouteJson(read, { path: `/api/resume/${resumeId}/cover-letter`, caller, params: { id: resumeId } });
}

/** PUT /api/resume/{id}/cover-letter as `caller`. */
function saveLetter(caller: Caller, resumeId: string, body: unknown) {
  const path = `/api/resume/${resumeId}/cover-letter`;
  return callRouteJson(save, { method: "PUT", path, caller, body, params: { id: resumeId } });
}

/** POST /api/ai/cover-letter as `caller`. */
function generateLetter(caller: Caller, body: unknown) {
  return callRouteJson(generate, { method: "POST", path: "/api/ai/cover-letter", caller, body });
}

describe("GET/PUT /api/resume/{id}/cover-letter", () => {
  it("saves the letter sanitised and reads it back; refuses a body over the limit", async () => {
    const { caller, resumeId } = await resumeOwner(software.resume);
    const empty = await readLetter(caller, resumeId);
    expect(empty).toMatchObject({ status: 200, json: { resumeId, html: "", updatedAt: null } });

    const put = await saveLetter(caller, resumeId, {
      html: '<p>Dear team,<img src=x onerror="alert(1)"></p>',
      ...emptyJob,
      company: "Acme",
    });
    expect(put).toMatchObject({ status: 200, json: { html: "<p>Dear team,</p>", company: "Acme" } });
    expect((await readLetter(caller, resumeId)).json).toEqual(put.json);

    const tooLong = await saveLetter(caller, resumeId, { html: "a".repeat(coverLetterLimits.html + 1), ...emptyJob });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({ error: { code: "ValidationFailed" } });
    const unknownField = await saveLetter(caller, resumeId, { html: "<p>x</p>", ...emptyJob, userId: "someone" });
    expect(unknownField.status).toBe(400);
    expect((await readLetter(caller, resumeId)).json.html).toBe("<p>Dear team,</p>");
  });

  it("refuses a signed-out visitor (401), a guest (403) and another user's resume (404)", async () => {
    const { resumeId } = await resumeOwner(software.resume);
    const body = { html: "<p>x</p>", ...emptyJob };
    expect((await readLetter({ cookie: null }, resumeId)).status).toBe(401);
    const guest = await saveLetter((await guestCaller()).caller, resumeId, body);
    expect(guest).toMatchObject({ status: 403, json: { error: { code: "Forbidden" } } });
    const other = await resumeOwner(software.resume);
    expect((await readLetter(other.caller, resumeId)).status).toBe(404);
    expect((await saveLetter(other.caller, resumeId, body)).status).toBe(404);
  });
});

describe("POST /api/ai/cover-letter", () => {
  it("writes and stores the offline letter, charging COVER_LETTER; refuses bad bodies, guests and others' resumes", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const body = { resumeId, jobTitle: "Frontend Engineer", company: "Acme", idempotencyKey: `route-${randomUUID()}` };
    const { status, json } = await generateLetter(caller, body);
    expect(status).toBe(200);
    expect(json).toMatchObject({ mode: "offline", language: "en-US", charged: true, cost: 100, balance: 900 });
    expect((json.letter as { html: string }).html).toContain("Frontend Engineer position at Acme");
    expect((await readLetter(caller, resumeId)).json).toEqual(json.letter);

    const noCompany = await generateLetter(caller, { ...body, company: " ", idempotencyKey: `route-${randomUUID()}` });
    expect(noCompany.status).toBe(400);
    const guest = await generateLetter((await guestCaller()).caller, body);
    expect(guest.status).toBe(403);
    const other = await resumeOwner(software.resume);
    expect((await generateLetter(other.caller, body)).status).toBe(404);
    expect((await generateLetter({ cookie: null }, body)).status).toBe(401);
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "COVER_LETTER", -100]]);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
  });
});
