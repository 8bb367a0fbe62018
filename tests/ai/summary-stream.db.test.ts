import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { POST as generateSummary } from "@/app/api/openai/generate-summary/route";
import type { SummaryStreamEvent } from "@/lib/ai/generate-summary";
import { config } from "@/lib/config";
import { getTokenBalance } from "@/lib/tokens/get-token-balance";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { callerFor, callRoute } from "@/tests/support/route-request";
import { withOpenAiStandIn } from "@/tests/support/openai-server";

// Generate summary streamed (Accept: application/x-ndjson): the text as the model writes it, then the
// result; offline, the whole text at once. Refusals stay plain JSON; a stream that breaks is refunded.

const server = withOpenAiStandIn({ OPENAI_API_KEY: undefined });

afterEach(() => {
  Object.assign(config, { OPENAI_API_KEY: undefined });
});

async function stream(balance = 100) {
  const { user } = await createTestUser({ subscriptionTier: "FREE" });
  await setTestTokenBalance({ userId: user.id }, { allowance: balance });
  const response = await callRoute(generateSummary, {
    method: "POST",
    path: "/api/openai/generate-summary",
    caller: await callerFor(user.id),
    accept: "application/x-ndjson",
    body: { jobTitle: `Head Nurse ${randomUUID().slice(0, 8)}`, language: "en-US", idempotencyKey: randomUUID() },
  });
  const text = await response.text();
  const events = response.ok
    ? text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as SummaryStreamEvent)
    : [];
  return { response, events, body: text, balance: () => getTokenBalance({ userId: user.id }) };
}

describe("generate summary, streamed", () => {
  it("offline: the whole draft in one piece, then the result, 40 tokens", async () => {
    const { response, events, balance } = await stream();
    expect(response.headers.get("content-type")).toContain("ndjson");
    expect(events.map((event) => event.type)).toEqual(["delta", "done"]);
    const [delta, done] = events as [
      Extract<SummaryStreamEvent, { type: "delta" }>,
      Extract<SummaryStreamEvent, { type: "done" }>,
    ];
    expect(done).toMatchObject({ mode: "offline", charged: true, cost: 40, balance: 60 });
    expect(done.text).toMatch(/^<p>/);
    expect(delta.text).not.toContain("<p>");
    expect(delta.text.length).toBeGreaterThan(40);
    expect(await balance()).toBe(60);
  });

  it("with a model: each piece as the server sends it, then the summary as rich text", async () => {
    Object.assign(config, { OPENAI_API_KEY: "sk-test" });
    server.script({ content: "", chunks: ["Head nurse with ", "[number] years ", "of ward leadership."] });
    const { events, balance } = await stream();
    expect(events.filter((event) => event.type === "delta").map((event) => event.text)).toEqual([
      "Head nurse with ",
      "[number] years ",
      "of ward leadership.",
    ]);
    expect(events.at(-1)).toMatchObject({
      type: "done",
      mode: "model",
      text: "<p>Head nurse with [number] years of ward leadership.</p>",
      cost: 40,
    });
    expect(server.requests[0]).toMatchObject({ model: "smart-test-model", stream: true });
    expect(await balance()).toBe(60);
  });

  it("a stream cut midway ends with an error event and the 40 tokens back", async () => {
    Object.assign(config, { OPENAI_API_KEY: "sk-test" });
    server.script({ chunks: ["Head nurse with "], breakAfter: true });
    const { events, balance } = await stream();
    expect(events[0]).toEqual({ type: "delta", text: "Head nurse with " });
    expect(events.at(-1)).toMatchObject({ type: "error", error: { code: "AiUnavailable" } });
    expect(events.some((event) => event.type === "done")).toBe(false);
    expect(await balance()).toBe(100);
  });

  it("too few tokens is a plain JSON refusal, before anything streams", async () => {
    const { response, body, balance } = await stream(10);
    expect(response.status).toBe(402);
    expect(JSON.parse(body)).toMatchObject({ error: { code: "InsufficientTokens" } });
    expect(await balance()).toBe(10);
  });
});
