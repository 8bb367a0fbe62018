import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as changeTone } from "@/app/api/openai/change-tone/route";
import { POST as fixGrammar } from "@/app/api/openai/fix-grammar/route";
import { POST as generateSummary } from "@/app/api/openai/generate-summary/route";
import { POST as improveWriting } from "@/app/api/openai/improve-writing/route";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { ledger, setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser, uniqueSuffix, uniqueWord } from "@/tests/factories/users";
import { callerFor, callRouteJson, guestCaller, type Caller } from "@/tests/support/route-request";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// The writing routes through their handlers with real sessions: offline by default (no key), then
// against the loopback model server. Each charge is checked in the ledger.

const server = withOpenAiStandIn({ OPENAI_API_KEY: undefined });

async function signedIn(balance = 100) {
  const { user } = await createTestUser({ subscriptionTier: "FREE" });
  await setTestTokenBalance({ userId: user.id }, { allowance: balance });
  return { user, caller: await callerFor(user.id) };
}

const key = () => `key-${randomUUID()}`;

function post(handler: typeof improveWriting, path: string, caller: Caller, body: unknown) {
  return callRouteJson(handler, { method: "POST", path, caller, body });
}

describe("writing help, offline", () => {
  it("improve writing: the rewritten rich text, no new facts, labelled offline, 10 tokens", async () => {
    const { user, caller } = await signedIn();
    const { status, json } = await post(improveWriting, "/api/openai/improve-writing", caller, {
      text: "<p>I was responsible for managing a lot of accounts in order to grow sales by 20%.</p><script>alert(1)</script>",
      language: "en-US",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      text: "<p>I managed many accounts to grow sales by 20%.</p>",
      mode: "offline",
      newFacts: [],
      charged: true,
      cost: 10,
      balance: 90,
    });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "IMPROVE_WRITING", -10]]);
  });

  it("change tone refuses an unknown tone and an over-long text before charging", async () => {
    const { user, caller } = await signedIn();
    const bad = await post(changeTone, "/api/openai/change-tone", caller, {
      text: "Hi",
      tone: "angry",
      language: "en-US",
      idempotencyKey: key(),
    });
    expect(bad.status).toBe(400);
    const long = await post(changeTone, "/api/openai/change-tone", caller, {
      text: "a".repeat(10_001),
      tone: "casual",
      language: "en-US",
      idempotencyKey: key(),
    });
    expect(long.status).toBe(400);
    const ok = await post(changeTone, "/api/openai/change-tone", caller, {
      text: "<p>I do not think it is hard.</p>",
      tone: "casual",
      language: "en-US",
      idempotencyKey: key(),
    });
    expect(ok.json).toMatchObject({ text: "<p>I don't think it's hard.</p>", cost: 10 });
    expect(await ledger({ userId: user.id })).toEqual([["CHARGE", "CHANGE_TONE", -10]]);
  });

  it("fix grammar in Arabic offline says English only and charges nothing", async () => {
    const { user, caller } = await signedIn();
    const { json } = await post(fixGrammar, "/api/openai/fix-grammar", caller, {
      text: "<p>نص عربي</p>",
      language: "ar-SA",
      idempotencyKey: key(),
    });
    expect(json).toMatchObject({ text: "<p>نص عربي</p>", note: "english_only", charged: false, cost: 0 });
    expect(await ledger({ userId: user.id })).toEqual([]);
  });

  it("generate summary from the user's own resume (40 tokens); another user's resume is not found and not charged", async () => {
    const { user, caller } = await signedIn();
    const prisma = await db();
    const resume = await prisma.resume.create({
      data: {
        userId: user.id,
        title: "Mine",
        slug: `mine-${uniqueSuffix()}`,
        data: {
          basics: { headline: "Nurse" },
          sections: {
            experience: {
              items: [
                { id: "e1", visible: true, company: "City Hospital", position: "Staff Nurse", date: "2018 - 2023" },
              ],
            },
          },
        },
      },
    });
    const { status, json } = await post(generateSummary, "/api/openai/generate-summary", caller, {
      jobTitle: "Head Nurse",
      language: "en-US",
      resumeId: resume.id,
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ mode: "offline", cost: 40, balance: 60, newFacts: [], languageFallback: false });
    expect(json.text).toContain("Staff Nurse at City Hospital");
    expect(json.text).toContain("more than 5 years");

    const other = await signedIn();
    const refused = await post(generateSummary, "/api/openai/generate-summary", other.caller, {
      jobTitle: "Head Nurse",
      language: "en-US",
      resumeId: resume.id,
      idempotencyKey: key(),
    });
    expect(refused.status).toBe(404);
    expect(await ledger({ userId: other.user.id })).toEqual([]);
  });

  it("a visitor without a guest session is Unauthorized; a guest pays from the guest balance", async () => {
    const anonymous = await post(
      improveWriting,
      "/api/openai/improve-writing",
      { cookie: null },
      {
        text: "Hello",
        language: "en-US",
        idempotencyKey: key(),
      },
    );
    expect(anonymous.status).toBe(401);

    const guest = await guestCaller();
    const { status, json } = await post(generateSummary, "/api/openai/generate-summary", guest.caller, {
      jobTitle: "Designer",
      language: "ar-SA",
      idempotencyKey: key(),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ mode: "offline", cost: 40, charged: true });
    expect(json.text).toContain("[الشركة]");
    expect(await ledger({ guestSessionId: guest.guestSessionId })).toEqual([["CHARGE", "SUMMARY_GENERATION", -40]]);
  });
});

describe("writing help, with a model", () => {
  it("sends the text to the configured fast model, sanitises the answer and flags a number it added", async () => {
    Object.assign(config, { OPENAI_API_KEY: "sk-test" });
    try {
      const { user, caller } = await signedIn();
      server.script({ content: '<p>Led 12 engineers to ship the app.</p><img src=x onerror="alert(1)">' });
      const { json } = await post(improveWriting, "/api/openai/improve-writing", caller, {
        text: `<p>I led engineers to ship the app. (${uniqueWord()})</p>`,
        language: "en-US",
        idempotencyKey: key(),
      });
      expect(server.requests.at(-1)).toMatchObject({ model: "fast-test-model", max_tokens: 800, temperature: 0.3 });
      expect(json).toMatchObject({
        text: "<p>Led 12 engineers to ship the app.</p>",
        mode: "model",
        newFacts: [{ kind: "number", value: "12" }],
        charged: true,
      });

      server.script({ status: 500 });
      const failed = await post(fixGrammar, "/api/openai/fix-grammar", caller, {
        text: `<p>teh text ${uniqueWord()}</p>`,
        language: "en-US",
        idempotencyKey: key(),
      });
      expect(failed.status).toBe(503);
      expect(failed.json).toMatchObject({ error: { code: "AiUnavailable" } });
      expect(await ledger({ userId: user.id })).toEqual([
        ["CHARGE", "IMPROVE_WRITING", -10],
        ["CHARGE", "FIX_SPELLING_GRAMMAR", -5],
        ["REFUND", "FIX_SPELLING_GRAMMAR", 5],
      ]);
    } finally {
      Object.assign(config, { OPENAI_API_KEY: undefined });
    }
  });
});
