import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import {
  DELETE as deleteResumeData,
  GET as getResumeData,
  POST as postResumeData,
} from "@/app/api/guest/resume-data/route";
import { PATCH as consumeTokens } from "@/app/api/guest/tokens/consume/route";
import { GET as getTokens } from "@/app/api/guest/tokens/route";
import { PATCH as patchGuestResume } from "@/app/api/resume/guest-resume/route";
import { authCookieNames, usesSecureCookies } from "@/lib/auth/cookies";
import { createSession } from "@/lib/auth/create-session";
import { hashToken } from "@/lib/auth/secret-tokens";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { createGuestSession, guestSessionRule } from "@/lib/guest/create-guest-session";
import { guestCookieName } from "@/lib/guest/guest-cookie";
import { createDefaultResumeData } from "@/core/resume/schema";
import { tokenCosts } from "@/lib/tokens/token-costs";
import { createTestGuest } from "@/tests/factories/guests";
import { createTestUser, uniqueSuffix } from "@/tests/factories/users";

// The guest API through its route handlers, with the cookie a browser would send.

const base = "http://localhost:3000";
const noParams = { params: Promise.resolve({}) };

async function newGuest(): Promise<string> {
  return (await createTestGuest()).token;
}

function request(
  path: string,
  { method = "GET", token, json, cookie }: { method?: string; token?: string; json?: unknown; cookie?: string } = {},
) {
  const cookies = [token ? `${guestCookieName}=${token}` : "", cookie ?? ""].filter(Boolean).join("; ");
  const headers: Record<string, string> = { origin: base };
  if (cookies) headers.cookie = cookies;
  if (json !== undefined) headers["content-type"] = "application/json";
  return new NextRequest(`${base}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

function sampleData(name: string) {
  const data = createDefaultResumeData();
  data.basics.name = name;
  data.basics.headline = "Structural engineer";
  data.metadata.template = "onyx";
  return data;
}

describe("guest resume API", () => {
  it("creates one resume, refuses a second with guest_limit, and saves on versions", async () => {
    const token = await newGuest();
    const empty = await getResumeData(request("/api/guest/resume-data", { token }), noParams);
    expect(await empty.json()).toEqual({ success: true, resumeData: null });

    const created = await postResumeData(
      request("/api/guest/resume-data", {
        method: "POST",
        token,
        json: { resumeData: sampleData("Lina Haddad"), title: "Lina" },
      }),
      noParams,
    );
    expect(created.status).toBe(201);
    const { resumeData: resume } = await created.json();
    expect(resume).toMatchObject({
      version: 1,
      slug: "my-resume",
      visibility: "PRIVATE",
      template: "onyx",
      title: "Lina",
    });
    expect(resume.data.basics.name).toBe("Lina Haddad");

    const second = await postResumeData(
      request("/api/guest/resume-data", { method: "POST", token, json: {} }),
      noParams,
    );
    expect(second.status).toBe(403);
    expect((await second.json()).error).toMatchObject({
      code: "ResumeLimitReached",
      details: { reason: "guest_limit" },
    });

    const edited = { ...resume.data, basics: { ...resume.data.basics, headline: "Bridge engineer" } };
    const saved = await patchGuestResume(
      request("/api/resume/guest-resume", { method: "PATCH", token, json: { version: 1, data: edited } }),
      noParams,
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: 2, data: { basics: { headline: "Bridge engineer" } } });

    // A save based on the old version is refused with the current resume, never written over it.
    const stale = await patchGuestResume(
      request("/api/resume/guest-resume", { method: "PATCH", token, json: { version: 1, data: resume.data } }),
      noParams,
    );
    expect(stale.status).toBe(409);
    const conflict = (await stale.json()).error;
    expect(conflict.code).toBe("VersionConflict");
    expect(conflict.details.current).toMatchObject({ version: 2, data: { basics: { headline: "Bridge engineer" } } });

    const invalid = await patchGuestResume(
      request("/api/resume/guest-resume", {
        method: "PATCH",
        token,
        json: { version: 2, data: { basics: { name: 42 } } },
      }),
      noParams,
    );
    expect(invalid.status).toBe(400);

    const reread = await (await getResumeData(request("/api/guest/resume-data", { token }), noParams)).json();
    expect(reread.resumeData).toMatchObject({
      id: resume.id,
      version: 2,
      data: { basics: { headline: "Bridge engineer" } },
    });

    expect(
      (await deleteResumeData(request("/api/guest/resume-data", { method: "DELETE", token }), noParams)).status,
    ).toBe(204);
    expect(
      (await (await getResumeData(request("/api/guest/resume-data", { token }), noParams)).json()).resumeData,
    ).toBeNull();
  });

  it("keeps each guest to its own data, and refuses no cookie, a forged one and an expired one", async () => {
    const owner = await newGuest();
    const intruder = await newGuest();
    await postResumeData(
      request("/api/guest/resume-data", { method: "POST", token: owner, json: { resumeData: sampleData("Owner") } }),
      noParams,
    );

    const seen = await (await getResumeData(request("/api/guest/resume-data", { token: intruder }), noParams)).json();
    expect(seen.resumeData).toBeNull();
    const write = await patchGuestResume(
      request("/api/resume/guest-resume", {
        method: "PATCH",
        token: intruder,
        json: { version: 1, data: sampleData("Intruder") },
      }),
      noParams,
    );
    expect(write.status).toBe(404);
    const ownersResume = await (
      await getResumeData(request("/api/guest/resume-data", { token: owner }), noParams)
    ).json();
    expect(ownersResume.resumeData.data.basics.name).toBe("Owner");

    for (const token of [undefined, "forged-token-that-is-long-enough-to-pass", `${owner}x`]) {
      const response = await getResumeData(request("/api/guest/resume-data", { token }), noParams);
      expect(response.status).toBe(401);
    }

    const expired = await newGuest();
    await (
      await db()
    ).guestSession.update({
      where: { tokenHash: hashToken(expired) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await getResumeData(request("/api/guest/resume-data", { token: expired }), noParams)).status).toBe(401);
  });

  it("never treats a signed-in user as a guest", async () => {
    const { user } = await createTestUser();
    const { token: sessionToken } = await createSession(user.id);
    const sessionCookie = `${authCookieNames(usesSecureCookies(config)).session}=${sessionToken}`;
    const guest = await newGuest();
    const response = await getResumeData(
      request("/api/guest/resume-data", { token: guest, cookie: sessionCookie }),
      noParams,
    );
    expect(response.status).toBe(403);
    expect((await response.json()).error.details.reason).toBe("signed_in");
  });

  it("refuses a body over the cap and a cross-site write", async () => {
    const token = await newGuest();
    const huge = {
      version: 1,
      data: { ...sampleData("Big"), metadata: { ...sampleData("Big").metadata, notes: "x".repeat(1_100_000) } },
    };
    expect(
      (await patchGuestResume(request("/api/resume/guest-resume", { method: "PATCH", token, json: huge }), noParams))
        .status,
    ).toBe(413);
    const crossSite = new NextRequest(`${base}/api/guest/resume-data`, {
      method: "DELETE",
      headers: { cookie: `${guestCookieName}=${token}`, origin: "https://evil.example" },
    });
    expect((await deleteResumeData(crossSite, noParams)).status).toBe(403);
  });
});

describe("guest sessions", () => {
  it("keeps one session per browser and limits new ones per client address", async () => {
    const clientAddress = `203.0.113.9-${uniqueSuffix()}`;
    const first = await createGuestSession({ existingToken: null, clientAddress });
    const again = await createGuestSession({ existingToken: first.token, clientAddress });
    expect(again).toMatchObject({ token: first.token, created: false });
    for (let index = 1; index < guestSessionRule.freeAttempts; index += 1)
      await createGuestSession({ existingToken: null, clientAddress });
    await expect(createGuestSession({ existingToken: null, clientAddress })).rejects.toMatchObject({
      code: "TooManyRequests",
    });
    // Only the hash is stored.
    expect(await (await db()).guestSession.count({ where: { tokenHash: first.token } })).toBe(0);
  });
});

describe("guest tokens", () => {
  it("shows the guest allowance and charges from the guest's own balance at the server's price", async () => {
    const token = await newGuest();
    const summary = await (await getTokens(request("/api/guest/tokens", { token }), noParams)).json();
    expect(summary).toEqual({
      remaining: config.GUEST_TOKEN_ALLOWANCE,
      used: 0,
      limit: config.GUEST_TOKEN_ALLOWANCE,
      percentage: 0,
    });

    const wrongPrice = await consumeTokens(
      request("/api/guest/tokens/consume", {
        method: "PATCH",
        token,
        json: { operation: "AI_SUMMARY", tokens: 1, idempotencyKey: `key-${uniqueSuffix()}` },
      }),
      noParams,
    );
    expect(wrongPrice.status).toBe(400);

    const idempotencyKey = `key-${uniqueSuffix()}`;
    const body = { operation: "AI_SUMMARY", tokens: tokenCosts.AI_SUMMARY, idempotencyKey };
    const charged = await consumeTokens(
      request("/api/guest/tokens/consume", { method: "PATCH", token, json: body }),
      noParams,
    );
    expect(charged.status).toBe(200);
    const retried = await consumeTokens(
      request("/api/guest/tokens/consume", { method: "PATCH", token, json: body }),
      noParams,
    );
    expect(await retried.json()).toMatchObject({
      charged: false,
      balance: config.GUEST_TOKEN_ALLOWANCE - tokenCosts.AI_SUMMARY,
    });
    const after = await (await getTokens(request("/api/guest/tokens", { token }), noParams)).json();
    expect(after).toMatchObject({
      remaining: config.GUEST_TOKEN_ALLOWANCE - tokenCosts.AI_SUMMARY,
      used: tokenCosts.AI_SUMMARY,
    });
  });
});
