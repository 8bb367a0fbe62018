import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as booster } from "@/app/api/ai/booster/route";
import { POST as jobFit } from "@/app/api/ai/job-fit/route";
import { POST as linkedInRewrite } from "@/app/api/ai/linkedin-rewrite/route";
import { POST as localize } from "@/app/api/ai/localize/route";
import { POST as trajectory } from "@/app/api/ai/trajectory/route";
import {
  boosterCost,
  jobFitCost,
  linkedInCost,
  localizeCost,
  trajectoryCost,
} from "@/components/career/career-requests";
import { tokenCosts } from "@/lib/tokens/token-costs";
import { config } from "@/lib/config";
import { callRouteJson, guestCaller, type Caller } from "@/tests/support/route-request";
import { ledger, resumeOwner, software } from "./career-fixtures";

// The career-tool routes through their handlers with real sessions, offline (no key): the
// answers and their charges, the body checks, and the refusals (no session, a guest, another
// user's resume, a short balance), none of which charges anything.

const saved = { ...config };
beforeAll(() => Object.assign(config, { OPENAI_API_KEY: undefined }));
afterAll(() => Object.assign(config, saved));

const key = () => `route-${randomUUID()}`;

function post(handler: typeof jobFit, path: string, caller: Caller, body: unknown) {
  return callRouteJson(handler, { method: "POST", path, caller, body });
}

/** A guest is refused (the career tools are for signed-in users) and charged nothing. */
async function expectGuestRefused(handler: typeof jobFit, path: string, body: unknown) {
  const guest = await guestCaller();
  const refused = await post(handler, path, guest.caller, body);
  expect(refused.status).toBe(403);
  expect(refused.json).toMatchObject({ error: { code: "Forbidden", details: { reason: "sign_in_required" } } });
  expect(await ledger({ guestSessionId: guest.guestSessionId })).toEqual([]);
}

/** An owner with `balance` tokens, under the tool's cost, is refused (402) and charged nothing. */
async function expectShortBalanceRefused(handler: typeof jobFit, path: string, balance: number) {
  const poor = await resumeOwner(software.resume, { balance });
  const short = await post(handler, path, poor.caller, { resumeId: poor.resumeId, idempotencyKey: key() });
  expect(short.status).toBe(402);
  expect(await ledger({ userId: poor.user.id })).toEqual([]);
}

describe("POST /api/ai/job-fit", () => {
  it("answers the analyzer's fit for the caller's resume and charges JOB_FIT_SCORE", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const { status, json } = await post(jobFit, "/api/ai/job-fit", caller, {
      resumeId,
      jobDescription: software.job,
      jobTitle: "Senior Frontend Engineer",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      state: "results",
      mode: "offline",
      language: "en-US",
      charged: true,
      cost: jobFitCost,
      balance: 1000 - jobFitCost,
      gaps: { critical: ["Java"] },
      verdict: { band: "good" },
    });
    expect(typeof json.score).toBe("number");
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "JOB_FIT_SCORE", -100]]);
  });

  it("refuses a short description, a signed-out visitor, a guest and another user's resume without charging", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const short = await post(jobFit, "/api/ai/job-fit", caller, {
      resumeId,
      jobDescription: "Engineer",
      idempotencyKey: key(),
    });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({
      error: { code: "ValidationFailed", fields: { jobDescription: [expect.any(String)] } },
    });

    const body = { resumeId, jobDescription: software.job, idempotencyKey: key() };
    expect((await post(jobFit, "/api/ai/job-fit", { cookie: null }, body)).status).toBe(401);
    await expectGuestRefused(jobFit, "/api/ai/job-fit", body);

    const other = await resumeOwner(software.resume);
    expect((await post(jobFit, "/api/ai/job-fit", other.caller, body)).status).toBe(404);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
    expect(await ledger({ userId: user.id })).toEqual([]);
  });
});

describe("POST /api/ai/linkedin-rewrite", () => {
  it("answers the three kinds of text and charges LINKEDIN_REWRITE", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const { status, json } = await post(linkedInRewrite, "/api/ai/linkedin-rewrite", caller, {
      resumeId,
      targetRole: "Tech Lead",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      headline: { text: "Frontend Engineer | JS · TS · React · GraphQL | Open to Tech Lead roles", newFacts: [] },
      experience: [{ itemId: "sw-exp-0" }, { itemId: "sw-exp-1" }],
      mode: "offline",
      charged: true,
      cost: linkedInCost,
      balance: 1000 - linkedInCost,
    });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LINKEDIN_REWRITE", -200]]);
  });

  it("refuses an unknown field, a guest and a short balance without charging", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume, { balance: 150 });
    const extra = await post(linkedInRewrite, "/api/ai/linkedin-rewrite", caller, {
      resumeId,
      idempotencyKey: key(),
      cost: 0,
    });
    expect(extra.status).toBe(400);

    await expectGuestRefused(linkedInRewrite, "/api/ai/linkedin-rewrite", { resumeId, idempotencyKey: key() });

    const short = await post(linkedInRewrite, "/api/ai/linkedin-rewrite", caller, { resumeId, idempotencyKey: key() });
    expect(short.status).toBe(402);
    expect(short.json).toMatchObject({
      error: { code: "InsufficientTokens", details: { required: 200, balance: 150 } },
    });
    expect(await ledger({ userId: user.id })).toEqual([]);
  });
});

describe("POST /api/ai/booster", () => {
  it("answers the rewrites of the weak bullets and charges BOOSTER; refuses a guest and a short balance", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const { status, json } = await post(booster, "/api/ai/booster", caller, { resumeId, idempotencyKey: key() });
    expect(status).toBe(200);
    expect(json).toEqual({
      language: "en-US",
      suggestions: [
        {
          itemId: "sw-exp-1",
          section: "experience",
          before: "Developed Node.js APIs on Postgres",
          after: "Developed Node.js APIs on Postgres, improving [result] by [number]%",
          reasons: ["noResult"],
          newFacts: [],
        },
      ],
      leftAsIs: 0,
      mode: "offline",
      charged: true,
      cost: boosterCost,
      balance: 1000 - boosterCost,
    });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "BOOSTER", -200]]);

    await expectGuestRefused(booster, "/api/ai/booster", { resumeId, idempotencyKey: key() });

    await expectShortBalanceRefused(booster, "/api/ai/booster", 150);
  });
});

describe("POST /api/ai/trajectory", () => {
  it("answers the path and next steps and charges TRAJECTORY; refuses a visitor, a guest and a short balance", async () => {
    expect(trajectoryCost).toBe(tokenCosts.TRAJECTORY);
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const { status, json } = await post(trajectory, "/api/ai/trajectory", caller, {
      resumeId,
      targetRole: "Engineering Manager",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      language: "en-US",
      roles: [
        { company: "STC", months: 38, level: "mid" },
        { company: "Noon", level: "senior", current: true },
      ],
      progression: [{ from: "mid", to: "senior", direction: "up" }],
      gaps: [],
      summary: null,
      notes: ["modelAddsReasoning"],
      mode: "offline",
      charged: true,
      cost: trajectoryCost,
      balance: 1000 - trajectoryCost,
    });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "TRAJECTORY", -100]]);

    const body = { resumeId, idempotencyKey: key() };
    expect((await post(trajectory, "/api/ai/trajectory", { cookie: null }, body)).status).toBe(401);
    await expectGuestRefused(trajectory, "/api/ai/trajectory", body);

    await expectShortBalanceRefused(trajectory, "/api/ai/trajectory", 50);
  });
});

describe("POST /api/ai/localize", () => {
  it("makes the new resume and charges LOCALIZATION; refuses a locale it does not offer, a guest and another's resume", async () => {
    expect(localizeCost).toBe(tokenCosts.LOCALIZATION);
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const { status, json } = await post(localize, "/api/ai/localize", caller, {
      resumeId,
      targetLocale: "he-IL",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      resume: { title: "Career (עברית)" },
      targetLocale: "he-IL",
      direction: "rtl",
      notes: ["textNeedsModel"],
      mode: "offline",
      charged: true,
      cost: localizeCost,
      balance: 1000 - localizeCost,
    });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "LOCALIZATION", -100]]);

    const unknown = await post(localize, "/api/ai/localize", caller, {
      resumeId,
      targetLocale: "xx-XX",
      idempotencyKey: key(),
    });
    expect(unknown.status).toBe(400);
    const body = { resumeId, targetLocale: "ar-SA", idempotencyKey: key() };
    await expectGuestRefused(localize, "/api/ai/localize", body);
    const other = await resumeOwner(software.resume);
    expect((await post(localize, "/api/ai/localize", other.caller, body)).status).toBe(404);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
  });
});
