import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/core/errors";
import { generateAiObject, generateAiText, streamAiText } from "@/lib/ai/provider";
import { readAiCache, writeAiCache } from "@/lib/ai/cache";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// The provider layer against a real OpenAI-compatible server on loopback: what is sent (model,
// max_tokens, temperature, messages), plain, streamed and structured answers, retries, timeouts,
// errors and the shared response cache.

const server = withOpenAiStandIn();

/** A prompt no other test sends, so no answer comes from another test's cache. */
const fresh = (text: string) => `${text} (${randomUUID()})`;

/** Runs `body` with a short AI_TIMEOUT_MS. */
async function withTimeout<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const before = config.AI_TIMEOUT_MS;
  Object.assign(config, { AI_TIMEOUT_MS: ms });
  try {
    return await body();
  } finally {
    Object.assign(config, { AI_TIMEOUT_MS: before });
  }
}

async function expectAppError(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe("generateAiText", () => {
  it("sends the operation's model and settings, the system text and the prompt; answers the text", async () => {
    server.script({ content: "A sharper sentence." });
    const prompt = fresh("Improve: i did many thing");
    const result = await generateAiText({ operation: "IMPROVE_WRITING", system: "You edit resumes.", prompt });
    expect(result).toEqual({ text: "A sharper sentence.", model: "fast-test-model", cached: false });
    const request = server.requests[0]!;
    expect(request.model).toBe("fast-test-model");
    expect(request.max_tokens).toBe(800);
    expect(request.temperature).toBe(0.3);
    expect(request.stream).toBeFalsy();
    expect(request.headers.authorization).toBe("Bearer sk-test");
    expect(request.messages).toEqual([
      { role: "system", content: "You edit resumes." },
      { role: "user", content: prompt },
    ]);
  });

  it("uses the smart model for a summary and the fast one for grammar and tone, with spec §7's limits", async () => {
    server.script({ content: "one" }, { content: "two" }, { content: "three" });
    await generateAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("summary") });
    await generateAiText({ operation: "FIX_SPELLING_GRAMMAR", system: "s", prompt: fresh("grammar") });
    await generateAiText({ operation: "CHANGE_TONE", system: "s", prompt: fresh("tone") });
    expect(server.requests.map(({ model, max_tokens, temperature }) => [model, max_tokens, temperature])).toEqual([
      ["smart-test-model", 1000, 0.7],
      ["fast-test-model", 500, 0.1],
      ["fast-test-model", 600, 0.5],
    ]);
  });

  it("answers the same call from the shared cache without asking the server again", async () => {
    server.script({ content: "Cached answer." });
    const call = { operation: "FIX_SPELLING_GRAMMAR" as const, system: "Fix.", prompt: fresh("teh text") };
    expect((await generateAiText(call)).cached).toBe(false);
    expect(await generateAiText(call)).toEqual({ text: "Cached answer.", model: "fast-test-model", cached: true });
    expect(server.requests).toHaveLength(1);
    // Another model is another key.
    server.script({ content: "Other model." });
    expect((await generateAiText({ ...call, settings: { model: "smart" } })).text).toBe("Other model.");
    expect(server.requests).toHaveLength(2);
  });

  it("a slow server is AiTimeout after AI_TIMEOUT_MS", async () => {
    server.script({ content: "too late", delayMs: 1500 });
    const started = Date.now();
    await withTimeout(300, () =>
      expectAppError(generateAiText({ operation: "IMPROVE_WRITING", system: "s", prompt: fresh("slow") }), "AiTimeout"),
    );
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("a server error is AiUnavailable with its status, and is not cached", async () => {
    server.script({ status: 500, message: "boom" }, { content: "Recovered." });
    const call = { operation: "IMPROVE_WRITING" as const, system: "s", prompt: fresh("error") };
    const error = await expectAppError(generateAiText(call), "AiUnavailable");
    expect(error.details).toEqual({ status: 500 });
    expect((await generateAiText(call)).text).toBe("Recovered.");
  });

  it("an empty answer is AiMalformedAnswer", async () => {
    server.script({ content: "   " });
    const error = await expectAppError(
      generateAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("empty") }),
      "AiMalformedAnswer",
    );
    expect(error.details).toEqual({ reason: "empty" });
  });

  it("without a key it refuses to call anything (the offline engine answers instead)", async () => {
    Object.assign(config, { OPENAI_API_KEY: undefined });
    try {
      await expectAppError(
        generateAiText({ operation: "IMPROVE_WRITING", system: "s", prompt: fresh("x") }),
        "AiUnavailable",
      );
      expect(server.requests).toHaveLength(0);
    } finally {
      Object.assign(config, { OPENAI_API_KEY: "sk-test" });
    }
  });
});

describe("streamAiText", () => {
  it("streams the pieces in order from server-sent events, then caches the whole answer", async () => {
    server.script({ content: "", chunks: ["Seasoned ", "engineer ", "with a record."] });
    const call = { operation: "SUMMARY_GENERATION" as const, system: "s", prompt: fresh("stream") };
    const stream = await streamAiText(call);
    const pieces: string[] = [];
    for await (const piece of stream.textStream) pieces.push(piece);
    expect(pieces).toEqual(["Seasoned ", "engineer ", "with a record."]);
    expect(server.requests[0]).toMatchObject({ model: "smart-test-model", stream: true, max_tokens: 1000 });

    const again = await streamAiText(call);
    expect(again.cached).toBe(true);
    const whole: string[] = [];
    for await (const piece of again.textStream) whole.push(piece);
    expect(whole).toEqual(["Seasoned engineer with a record."]);
    expect(server.requests).toHaveLength(1);
  });

  it("a stream cut midway throws an AppError while reading and caches nothing", async () => {
    server.script({ chunks: ["Half an ", "answer"], breakAfter: true });
    const call = { operation: "SUMMARY_GENERATION" as const, system: "s", prompt: fresh("cut") };
    const stream = await streamAiText(call);
    const read = (async () => {
      for await (const piece of stream.textStream) void piece;
    })();
    await expectAppError(read, "AiUnavailable");
    server.script({ content: "Whole." });
    expect((await generateAiText(call)).cached).toBe(false);
  });

  it("a stream that stalls is AiTimeout", async () => {
    server.script({ content: "late", delayMs: 1500 });
    await withTimeout(300, async () => {
      const stream = await streamAiText({ operation: "SUMMARY_GENERATION", system: "s", prompt: fresh("stall") });
      const read = (async () => {
        for await (const piece of stream.textStream) void piece;
      })();
      await expectAppError(read, "AiTimeout");
    });
  });
});

describe("generateAiObject", () => {
  const schema = z.object({ title: z.string(), skills: z.array(z.string()) });

  it("asks for JSON of the schema and answers the validated object", async () => {
    server.script({ json: { title: "Engineer", skills: ["Go"] } });
    const result = await generateAiObject({
      operation: "AI_URL_JOB_DETAILS",
      system: "Extract.",
      prompt: fresh("job page"),
      schema,
      schemaName: "job",
    });
    expect(result).toEqual({
      object: { title: "Engineer", skills: ["Go"] },
      model: "fast-test-model",
      cached: false,
      attempts: 1,
    });
    expect(server.requests[0]?.response_format?.type).toBe("json_schema");
    expect(server.requests[0]).toMatchObject({ max_tokens: 1500, temperature: 0.1 });
  });

  it("retries a malformed answer once and takes the second", async () => {
    server.script({ malformed: "Sure! Here is the job: {title" }, { json: { title: "Nurse", skills: [] } });
    const result = await generateAiObject({
      operation: "AI_URL_JOB_DETAILS",
      system: "s",
      prompt: fresh("retry"),
      schema,
    });
    expect(result.object).toEqual({ title: "Nurse", skills: [] });
    expect(result.attempts).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it("an answer of the wrong shape twice is AiMalformedAnswer", async () => {
    server.script({ json: { title: 3 } }, { json: { skills: "Go" } });
    const error = await expectAppError(
      generateAiObject({ operation: "AI_URL_JOB_DETAILS", system: "s", prompt: fresh("wrong"), schema }),
      "AiMalformedAnswer",
    );
    expect(error.details).toMatchObject({ attempts: 2 });
    expect(server.requests).toHaveLength(2);
  });
});

describe("the response cache", () => {
  it("keeps at most maxEntries: when full, the oldest fifth goes; an expired answer is not served", async () => {
    const prisma = await db();
    await prisma.aiResponseCache.deleteMany({});
    const limits = { maxEntries: 10, ttlMs: 60_000, evictFraction: 0.2 };
    for (let index = 0; index < 10; index++) {
      await writeAiCache({ key: `k${index}`, operation: "IMPROVE_WRITING", model: "m", value: `v${index}` }, limits);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect(await prisma.aiResponseCache.count()).toBe(10);
    await writeAiCache({ key: "k10", operation: "IMPROVE_WRITING", model: "m", value: "v10" }, limits);
    const keys = (await prisma.aiResponseCache.findMany({ select: { key: true } })).map((row) => row.key).sort();
    expect(keys).toHaveLength(9);
    expect(keys).not.toContain("k0");
    expect(keys).not.toContain("k1");
    expect(keys).toContain("k10");

    await writeAiCache(
      { key: "short", operation: "IMPROVE_WRITING", model: "m", value: "gone" },
      { ...limits, ttlMs: 1 },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await readAiCache("short")).toBeUndefined();
    expect(await readAiCache("k10")).toBe("v10");
  });
});
