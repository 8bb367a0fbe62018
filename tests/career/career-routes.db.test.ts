import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
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
import { callRouteJson, guestCaller, type Caller } from "@/tests/support/route-request";
import { withConfig } from "@/tests/support/with-config";
import { ledger, resumeOwner, software } from "./career-fixtures";

// The career-tool routes through their handlers with real sessions, offline (no key): the
// answers and their charges, the body checks, and the refusals (no session, a guest, another
// user's resume, a short balance), none of which charges anything.

withConfig({ OPENAI_API_KEY: undefined });

const key = () => `route-${randomUUID()}`;

/** Each tool's route, and what it charges: the ledger's operation, at the cost the client shows. */
const tools = {
  jobFit: { handler: jobFit, path: "/api/ai/job-fit", operation: "JOB_FIT_SCORE", cost: jobFitCost },
  linkedInRewrite: {
    handler: linkedInRewrite,
    path: "/api/ai/linkedin-rewrite",
    operation: "LINKEDIN_REWRITE",
    cost: linkedInCost,
  },
  booster: { handler: booster, path: "/api/ai/booster", operation: "BOOSTER", cost: boosterCost },
  trajectory: { handler: trajectory, path: "/api/ai/trajectory", operation: "TRAJECTORY", cost: trajectoryCost },
  localize: { handler: localize, path: "/api/ai/localize", operation: "LOCALIZATION", cost: localizeCost },
} as const;

type Tool = (typeof tools)[keyof typeof tools];

function post({ handler, path }: Tool, caller: Caller, body: unknown) {
  return callRouteJson(handler, { method: "POST", path, caller, body });
}

/**
 * A new owner of the software resume calls the tool on it (`body` with the resume's id and a fresh key):
 * the owner and the 200 answer, made offline and charged once at the tool's cost.
 */
async function chargedAnswer(tool: Tool, body: Record<string, unknown> = {}) {
  const owner = await resumeOwner(software.resume);
  const { status, json } = await post(tool, owner.caller, {
    resumeId: owner.resumeId,
    ...body,
    idempotencyKey: key(),
  });
  expect(status).toBe(200);
  expect(json).toMatchObject({ mode: "offline", charged: true, cost: tool.cost, balance: 1000 - tool.cost });
  expect(await ledger({ userId: owner.user.id })).toEqual([["CHARGE", tool.operation, -tool.cost]]);
  return { ...owner, json };
}

/** A guest is refused (the career tools are for signed-in users) and charged nothing. */
async function expectGuestRefused(tool: Tool, body: unknown) {
  const guest = await guestCaller();
  const refused = await post(tool, guest.caller, body);
  expect(refused.status).toBe(403);
  expect(refused.json).toMatchObject({ error: { code: "Forbidden", details: { reason: "sign_in_required" } } });
  expect(await ledger({ guestSessionId: guest.guestSessionId })).toEqual([]);
}

/** An owner with `balance` tokens, under the tool's cost, is refused (402) and charged nothing. */
async function expectShortBalanceRefused(tool: Tool, balance: number) {
  const poor = await resumeOwner(software.resume, { balance });
  const short = await post(tool, poor.caller, { resumeId: poor.resumeId, idempotencyKey: key() });
  expect(short.status).toBe(402);
  expect(await ledger({ userId: poor.user.id })).toEqual([]);
}

it("shows the cost of each tool that the ledger charges", () => {
  expect(Object.values(tools).map(({ operation, cost }) => [operation, cost])).toEqual([
    ["JOB_FIT_SCORE", 100],
    ["LINKEDIN_REWRITE", 200],
    ["BOOSTER", 200],
    ["TRAJECTORY", 100],
    ["LOCALIZATION", 100],
  ]);
  for (const { operation, cost } of Object.values(tools)) expect(cost).toBe(tokenCosts[operation]);
});

describe("POST /api/ai/job-fit", () => {
  it("answers the analyzer's fit for the caller's resume and charges JOB_FIT_SCORE", async () => {
    const { json } = await chargedAnswer(tools.jobFit, {
      jobDescription: software.job,
      jobTitle: "Senior Frontend Engineer",
    });
    expect(json).toMatchObject({
      state: "results",
      language: "en-US",
      gaps: { critical: ["Java"] },
      verdict: { band: "good" },
    });
    expect(typeof json.score).toBe("number");
  });

  it("refuses a short description, a signed-out visitor, a guest and another user's resume without charging", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume);
    const short = await post(tools.jobFit, caller, {
      resumeId,
      jobDescription: "Engineer",
      idempotencyKey: key(),
    });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({
      error: { code: "ValidationFailed", fields: { jobDescription: [expect.any(String)] } },
    });

    const body = { resumeId, jobDescription: software.job, idempotencyKey: key() };
    expect((await post(tools.jobFit, { cookie: null }, body)).status).toBe(401);
    await expectGuestRefused(tools.jobFit, body);

    const other = await resumeOwner(software.resume);
    expect((await post(tools.jobFit, other.caller, body)).status).toBe(404);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
    expect(await ledger({ userId: user.id })).toEqual([]);
  });
});

describe("POST /api/ai/linkedin-rewrite", () => {
  it("answers the three kinds of text and charges LINKEDIN_REWRITE", async () => {
    const { json } = await chargedAnswer(tools.linkedInRewrite, { targetRole: "Tech Lead" });
    expect(json).toMatchObject({
      headline: { text: "Frontend Engineer | JS · TS · React · GraphQL | Open to Tech Lead roles", newFacts: [] },
      experience: [{ itemId: "sw-exp-0" }, { itemId: "sw-exp-1" }],
    });
  });

  it("refuses an unknown field, a guest and a short balance without charging", async () => {
    const { user, caller, resumeId } = await resumeOwner(software.resume, { balance: 150 });
    const extra = await post(tools.linkedInRewrite, caller, { resumeId, idempotencyKey: key(), cost: 0 });
    expect(extra.status).toBe(400);

    await expectGuestRefused(tools.linkedInRewrite, { resumeId, idempotencyKey: key() });

    const short = await post(tools.linkedInRewrite, caller, { resumeId, idempotencyKey: key() });
    expect(short.status).toBe(402);
    expect(short.json).toMatchObject({
      error: { code: "InsufficientTokens", details: { required: 200, balance: 150 } },
    });
    expect(await ledger({ userId: user.id })).toEqual([]);
  });
});

describe("POST /api/ai/booster", () => {
  it("answers the rewrites of the weak bullets and charges BOOSTER; refuses a guest and a short balance", async () => {
    const { json, resumeId } = await chargedAnswer(tools.booster);
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

    await expectGuestRefused(tools.booster, { resumeId, idempotencyKey: key() });

    await expectShortBalanceRefused(tools.booster, 150);
  });
});

describe("POST /api/ai/trajectory", () => {
  it("answers the path and next steps and charges TRAJECTORY; refuses a visitor, a guest and a short balance", async () => {
    const { json, resumeId } = await chargedAnswer(tools.trajectory, { targetRole: "Engineering Manager" });
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
    });

    const body = { resumeId, idempotencyKey: key() };
    expect((await post(tools.trajectory, { cookie: null }, body)).status).toBe(401);
    await expectGuestRefused(tools.trajectory, body);

    await expectShortBalanceRefused(tools.trajectory, 50);
  });
});

describe("POST /api/ai/localize", () => {
  it("makes the new resume and charges LOCALIZATION; refuses a locale it does not offer, a guest and another's resume", async () => {
    const { json, resumeId, caller } = await chargedAnswer(tools.localize, { targetLocale: "he-IL" });
    expect(json).toMatchObject({
      resume: { title: "Career (עברית)" },
      targetLocale: "he-IL",
      direction: "rtl",
      notes: ["textNeedsModel"],
    });

    const unknown = await post(tools.localize, caller, { resumeId, targetLocale: "xx-XX", idempotencyKey: key() });
    expect(unknown.status).toBe(400);
    const body = { resumeId, targetLocale: "ar-SA", idempotencyKey: key() };
    await expectGuestRefused(tools.localize, body);
    const other = await resumeOwner(software.resume);
    expect((await post(tools.localize, other.caller, body)).status).toBe(404);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
  });
});
