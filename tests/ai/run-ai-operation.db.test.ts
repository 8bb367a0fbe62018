import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { appErrorOf } from "@/tests/support/rejection";
import { generateAiObject, generateAiText, streamAiText } from "@/lib/ai/provider";
import { runAiOperation, runAiStreamOperation, type AiActor } from "@/lib/ai/run-ai-operation";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { getTokenSummary } from "@/lib/tokens/get-token-summary";
import { chargedAndRefunded, setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// Charging through runAiOperation against the loopback model server: one charge per success, a
// refund row on every failure path (throw, timeout, malformed twice, a stream cut or abandoned).

const server = withOpenAiStandIn();

async function userActor(balance = 100): Promise<{ actor: AiActor; owner: { userId: string } }> {
  const { user } = await createTestUser({ subscriptionTier: "FREE" });
  const owner = { userId: user.id };
  await setTestTokenBalance(owner, { allowance: balance });
  return { actor: { user: { id: user.id, subscriptionTier: "FREE" } }, owner };
}

async function guestActor(balance = 100) {
  const prisma = await db();
  const session = await prisma.guestSession.create({
    data: { tokenHash: randomBytes(32).toString("hex"), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const owner = { guestSessionId: session.id };
  await setTestTokenBalance(owner, { allowance: balance });
  return { actor: { guestSessionId: session.id } as AiActor, owner };
}

async function ledger(owner: { userId: string } | { guestSessionId: string }) {
  const prisma = await db();
  const rows = await prisma.tokenLedgerEntry.findMany({
    where: "userId" in owner ? { userId: owner.userId } : { guestSessionId: owner.guestSessionId },
    orderBy: [{ createdAt: "asc" }, { sequence: "asc" }],
  });
  return rows.filter((row) => row.kind !== "ADJUSTMENT").map((row) => [row.kind, row.operation, row.delta]);
}

const fresh = (text: string) => `${text} (${randomUUID()})`;

async function drain(stream: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const piece of stream) text += piece;
  return text;
}

describe("runAiOperation", () => {
  it("charges the operation's cost once, runs the work in model mode, and a retry with the same key is not charged again", async () => {
    const { actor, owner } = await userActor(100);
    server.script({ content: "Improved." });
    const prompt = fresh("improve me");
    const run = () =>
      runAiOperation({
        actor,
        operation: "IMPROVE_WRITING",
        idempotencyKey: "request-1",
        input: { text: prompt },
        work: async ({ mode, signal }) => {
          expect(mode).toBe("model");
          return (await generateAiText({ operation: "IMPROVE_WRITING", system: "s", prompt, signal })).text;
        },
      });
    const first = await run();
    expect(first).toEqual({ result: "Improved.", charged: true, cost: 10, balance: 90, mode: "model" });
    const retry = await run();
    expect(retry).toMatchObject({ result: "Improved.", charged: false, balance: 90 });
    expect(server.requests.filter((request) => JSON.stringify(request.messages).includes(prompt))).toHaveLength(1);
    expect(await ledger(owner)).toEqual([["CHARGE", "IMPROVE_WRITING", -10]]);
  });

  it("the same key with other input is a new charge", async () => {
    const { actor, owner } = await userActor(100);
    const run = (text: string) =>
      runAiOperation({
        actor,
        operation: "CHANGE_TONE",
        idempotencyKey: "same-key",
        input: { text },
        work: async () => text,
      });
    await run("a");
    await run("b");
    expect(await ledger(owner)).toEqual([
      ["CHARGE", "CHANGE_TONE", -10],
      ["CHARGE", "CHANGE_TONE", -10],
    ]);
  });

  it("refunds when the work throws, and a retry after that pays again", async () => {
    const { actor, owner } = await userActor(100);
    const input = { actor, operation: "FIX_SPELLING_GRAMMAR" as const, idempotencyKey: "k", input: { text: "x" } };
    await expect(
      runAiOperation({
        ...input,
        work: async () => {
          throw new Error("broken");
        },
      }),
    ).rejects.toThrow("broken");
    expect(await ledger(owner)).toEqual(chargedAndRefunded("FIX_SPELLING_GRAMMAR", 5));
    expect((await getTokenSummary(owner)).remaining).toBe(100);
    const again = await runAiOperation({ ...input, work: async () => "ok" });
    expect(again).toMatchObject({ charged: true, balance: 95 });
  });

  it("refunds a timeout and a malformed answer (after its one retry)", async () => {
    const { actor, owner } = await userActor(100);
    server.script({ content: "late", delayMs: 1500 });
    Object.assign(config, { AI_TIMEOUT_MS: 300 });
    try {
      const timeout = await appErrorOf(
        runAiOperation({
          actor,
          operation: "SUMMARY_GENERATION",
          idempotencyKey: "t",
          input: 1,
          work: ({ signal }) =>
            generateAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("t"), signal }),
        }),
      );
      expect(timeout.code).toBe("AiTimeout");
    } finally {
      Object.assign(config, { AI_TIMEOUT_MS: 20_000 });
    }
    server.script({ malformed: "not json" }, { malformed: "{still not" });
    const malformed = await appErrorOf(
      runAiOperation({
        actor,
        operation: "AI_URL_JOB_DETAILS",
        idempotencyKey: "m",
        input: 2,
        work: ({ signal }) =>
          generateAiObject({
            operation: "AI_URL_JOB_DETAILS",
            system: "s",
            prompt: fresh("m"),
            signal,
            schema: z.object({ title: z.string() }),
          }),
      }),
    );
    expect(malformed.code).toBe("AiMalformedAnswer");
    expect(await ledger(owner)).toEqual([
      ...chargedAndRefunded("SUMMARY_GENERATION", 40),
      ...chargedAndRefunded("AI_URL_JOB_DETAILS", 30),
    ]);
    expect((await getTokenSummary(owner)).remaining).toBe(100);
  });

  it("refunds when the client goes away during the work", async () => {
    const { actor, owner } = await userActor(100);
    const controller = new AbortController();
    server.script({ content: "never read", delayMs: 1000 });
    const pending = runAiOperation({
      actor,
      operation: "IMPROVE_WRITING",
      idempotencyKey: "abort",
      input: 3,
      signal: controller.signal,
      work: ({ signal }) =>
        generateAiText({ operation: "IMPROVE_WRITING", system: "s", prompt: fresh("abort"), signal }),
    });
    setTimeout(() => controller.abort(new Error("client gone")), 100);
    await expect(pending).rejects.toThrow("client gone");
    expect(await ledger(owner)).toEqual(chargedAndRefunded("IMPROVE_WRITING", 10));
  });

  it("a short balance is InsufficientTokens before any work; a guest pays from the guest balance", async () => {
    const { actor } = await userActor(9);
    let ran = false;
    const short = await appErrorOf(
      runAiOperation({
        actor,
        operation: "IMPROVE_WRITING",
        idempotencyKey: "s",
        input: 0,
        work: async () => (ran = true),
      }),
    );
    expect(short.code).toBe("InsufficientTokens");
    expect(short.details).toMatchObject({ required: 10, balance: 9 });
    expect(ran).toBe(false);

    const guest = await guestActor(200);
    const result = await runAiOperation({
      actor: guest.actor,
      operation: "SUMMARY_GENERATION",
      idempotencyKey: "g",
      input: 0,
      work: async ({ mode }) => mode,
    });
    expect(result).toMatchObject({ charged: true, balance: 160 });
    expect(await ledger(guest.owner)).toEqual([["CHARGE", "SUMMARY_GENERATION", -40]]);
  });

  it("a guest may not run a signed-in AI feature (Forbidden, no charge)", async () => {
    const guest = await guestActor(200);
    const refused = await appErrorOf(
      runAiOperation({
        actor: guest.actor,
        operation: "COVER_LETTER",
        idempotencyKey: "c",
        input: 0,
        work: async () => 1,
      }),
    );
    expect(refused.code).toBe("Forbidden");
    expect(await ledger(guest.owner)).toEqual([]);
  });

  it("offline when no key is set: the work is told so", async () => {
    const { actor } = await userActor(100);
    Object.assign(config, { OPENAI_API_KEY: undefined });
    try {
      const result = await runAiOperation({
        actor,
        operation: "FIX_SPELLING_GRAMMAR",
        idempotencyKey: "o",
        input: 0,
        work: async ({ mode }) => mode,
      });
      expect(result).toMatchObject({ result: "offline", mode: "offline", charged: true });
    } finally {
      Object.assign(config, { OPENAI_API_KEY: "sk-test" });
    }
  });
});

describe("runAiStreamOperation", () => {
  it("charges once for a stream read to its end", async () => {
    const { actor, owner } = await userActor(100);
    server.script({ content: "", chunks: ["One ", "two."] });
    const run = await runAiStreamOperation({
      actor,
      operation: "SUMMARY_GENERATION",
      idempotencyKey: "stream-ok",
      input: 0,
      work: async ({ signal }) =>
        (await streamAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("ok"), signal })).textStream,
    });
    expect(run).toMatchObject({ charged: true, balance: 60, cost: 40, mode: "model" });
    expect(await drain(run.textStream)).toBe("One two.");
    expect(await ledger(owner)).toEqual([["CHARGE", "SUMMARY_GENERATION", -40]]);
  });

  it("refunds a stream cut midway, and one the reader abandons", async () => {
    const { actor, owner } = await userActor(100);
    server.script({ chunks: ["Half ", "of it"], breakAfter: true });
    const cut = await runAiStreamOperation({
      actor,
      operation: "SUMMARY_GENERATION",
      idempotencyKey: "stream-cut",
      input: 0,
      work: async () =>
        (await streamAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("cut") })).textStream,
    });
    expect((await appErrorOf(drain(cut.textStream))).code).toBe("AiUnavailable");

    server.script({ content: "", chunks: ["First ", "second ", "third"] });
    const abandoned = await runAiStreamOperation({
      actor,
      operation: "SUMMARY_GENERATION",
      idempotencyKey: "stream-left",
      input: 0,
      work: async () =>
        (await streamAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("left") })).textStream,
    });
    for await (const piece of abandoned.textStream) {
      expect(piece).toBe("First ");
      break;
    }
    expect(await ledger(owner)).toEqual([
      ...chargedAndRefunded("SUMMARY_GENERATION", 40),
      ...chargedAndRefunded("SUMMARY_GENERATION", 40),
    ]);
    expect((await getTokenSummary(owner)).remaining).toBe(100);
  });
});
