import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { createResume, demoContext, exportPdf, summary, track, watermarkText } from "./helpers";

// Every row of the permission table and editor matrix of spec accounts §6 that the server enforces,
// allowed and refused, over HTTP, for each user type: a guest (signed out), a fresh FREE sign-up, and
// the seeded demo accounts for TOKEN_USER (FREE with bought tokens), BASIC, PROFESSIONAL, ENTERPRISE.
// One test per account: a demo account's resumes and tokens are touched by that test alone.

test.describe.configure({ timeout: 240_000 });

type Expected = {
  userType: string;
  editorUserType: string;
  resumeLimit: number;
  /** Plan holders: sharing, premium templates, no watermark, exports included. */
  paid: boolean;
};

async function expectPermissions(request: APIRequestContext, expected: Expected) {
  const response = await request.get("/api/user/permissions");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    userType: expected.userType,
    editorUserType: expected.editorUserType,
    signedIn: true,
    edit: true,
    aiFeatures: true,
    buyTokens: true,
    wordExport: true,
    pdfDownload: expected.paid ? "all_templates" : "free_templates",
    exportsChargeTokens: !expected.paid,
    sharePublicly: expected.paid,
    watermark: !expected.paid,
    premiumTemplates: expected.paid,
    premiumFeatures: expected.paid,
    resumeLimit: expected.resumeLimit,
    operations: { COVER_LETTER: true, JOB_FIT_SCORE: true, BOOSTER: true, RESUME_GENERATION: true, WORD_EXPORT: true },
  });
}

/** Edit, AI features, PDF by template, watermark, sharing: the rows every signed-in type has an answer for. */
async function expectEnforcedRows(request: APIRequestContext, expected: Expected) {
  // Edit: yes for everyone.
  const resume = await createResume(request, "leafish");
  const edited = await request.patch(`/api/resume/${resume.id}`, {
    data: { version: resume.version, title: "Edited" },
  });
  expect(edited.status()).toBe(200);

  // AI features: yes, charged from the server's table.
  const before = (await summary(request)).remaining;
  const ai = await track(request, "JOB_FIT_SCORE");
  expect(ai.status()).toBe(200);
  expect(await ai.json()).toMatchObject({ charged: true, cost: 100, balance: before - 100 });

  // PDF of a free template: with a watermark and 25 tokens below BASIC; without either from BASIC.
  const free = await exportPdf(request, resume.id);
  expect(free.response.status()).toBe(200);
  expect(free.charged).toBe(expected.paid ? 0 : 25);
  expect(free.text!.includes(watermarkText)).toBe(!expected.paid);
  expect((await summary(request)).remaining).toBe(before - 100 - (expected.paid ? 0 : 25));

  // PDF of a premium template: refused below BASIC (nothing charged), allowed without watermark from BASIC.
  const premiumResume = await createResume(request, "gengar");
  const premium = await exportPdf(request, premiumResume.id);
  if (expected.paid) {
    expect(premium.response.status()).toBe(200);
    expect(premium.charged).toBe(0);
    expect(premium.text).not.toContain(watermarkText);
  } else {
    expect(premium.response.status()).toBe(403);
    expect(await premium.response.json()).toMatchObject({
      error: { code: "Forbidden", details: { reason: "premium_template" } },
    });
  }
  expect((await summary(request)).remaining).toBe(before - 100 - (expected.paid ? 0 : 25));

  // Share publicly: plan holders only.
  const current = (await (await request.get(`/api/resume/${resume.id}`)).json()) as { version: number };
  const shared = await request.patch(`/api/resume/${resume.id}`, {
    data: { version: current.version, visibility: "PUBLIC" },
  });
  if (expected.paid) {
    expect(shared.status()).toBe(200);
    const published = (await shared.json()) as { version: number };
    expect(
      (
        await request.patch(`/api/resume/${resume.id}`, { data: { version: published.version, visibility: "PRIVATE" } })
      ).status(),
    ).toBe(200);
  } else {
    expect(shared.status()).toBe(403);
    expect(await shared.json()).toMatchObject({
      error: { code: "Forbidden", details: { reason: "plan", feature: "share" } },
    });
  }
  return [resume.id, premiumResume.id];
}

/**
 * Resume limit: creation up to the limit, refused past it with subscription_limit; the resumes made
 * for it are deleted after (not the exported ones: their download counts are written after the response).
 */
async function expectResumeLimit(request: APIRequestContext, limit: number) {
  const made: string[] = [];
  const owned = ((await (await request.get("/api/resume")).json()) as unknown[]).length;
  for (let count = owned; count < limit; count++) made.push((await createResume(request)).id);
  const refused = await request.post("/api/resume", { data: { title: "One too many" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    error: { code: "ResumeLimitReached", details: { reason: "subscription_limit", limit } },
  });
  for (const id of made) expect((await request.delete(`/api/resume/${id}`)).status()).toBe(204);
}

test("GUEST: the guest answers; every signed-in action answers 401", async ({ playwright, baseURL }) => {
  const guest = await playwright.request.newContext({ baseURL });
  const permissions = await (await guest.get("/api/user/permissions")).json();
  // The whole guest answer is checked in tests/plans/permission-table.db.test.ts; here, the real server's.
  expect(permissions).toMatchObject({
    userType: "GUEST",
    signedIn: false,
    pdfDownload: "free_templates",
    resumeLimit: 1,
  });
  for (const response of [
    await guest.patch("/api/user/ai-tokens/track", {
      data: { operation: "COVER_LETTER", idempotencyKey: randomUUID() },
    }),
    await guest.post("/api/resume", { data: { title: "Guest" } }),
    await guest.post(`/api/resume/${randomUUID()}/export/pdf`, { data: {} }),
  ]) {
    expect(response.status()).toBe(401);
  }
  await guest.dispose();
});

test("FREE (a new sign-up): free templates with watermark for 25 tokens, no premium template, no sharing, 2 resumes", async ({
  request,
}) => {
  await signUp(request);
  const expected = { userType: "FREE", editorUserType: "free", resumeLimit: 2, paid: false };
  await expectPermissions(request, expected);
  const made = await expectEnforcedRows(request, expected);
  // Both resumes made above are the limit.
  const refused = await request.post("/api/resume", { data: { title: "Third" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    error: { code: "ResumeLimitReached", details: { reason: "subscription_limit", limit: 2 } },
  });
  expect(made).toHaveLength(2);
});

test("TOKEN_USER (FREE with bought tokens): FREE's export rules, 10 resumes", async ({ playwright, baseURL }) => {
  const request = await demoContext(playwright, baseURL!, "demo-tokens");
  expect((await summary(request)).remaining).toBeGreaterThan(250);
  const expected = { userType: "TOKEN_USER", editorUserType: "paid_tokens", resumeLimit: 10, paid: false };
  await expectPermissions(request, expected);
  await expectEnforcedRows(request, expected);
  await expectResumeLimit(request, 10);
  await request.dispose();
});

for (const [username, userType, editorUserType, resumeLimit] of [
  ["demo-basic", "BASIC", "premium_basic", 5],
  ["demo-pro", "PROFESSIONAL", "premium_pro", 10],
] as const) {
  test(`${userType}: every template, no watermark, no export charge, sharing, ${resumeLimit} resumes`, async ({
    playwright,
    baseURL,
  }) => {
    const request = await demoContext(playwright, baseURL!, username);
    const expected = { userType, editorUserType, resumeLimit, paid: true };
    await expectPermissions(request, expected);
    await expectEnforcedRows(request, expected);
    await expectResumeLimit(request, resumeLimit);
    await request.dispose();
  });
}

test("ENTERPRISE: every template, no watermark, no export charge, sharing, 999 resumes", async ({
  playwright,
  baseURL,
}) => {
  const request = await demoContext(playwright, baseURL!, "demo-enterprise");
  const expected = { userType: "ENTERPRISE", editorUserType: "premium_enterprise", resumeLimit: 999, paid: true };
  await expectPermissions(request, expected);
  await expectEnforcedRows(request, expected);
  await request.dispose();
});
