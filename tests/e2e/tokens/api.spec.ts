import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUp } from "../fixtures/auth";
import { summary, track } from "./helpers";

// The token API over HTTP (spec accounts §7): balance, charging by operation name, history.

test.describe("token API", () => {
  test("answers 401 JSON to a signed-out caller on every token route", async ({ playwright, baseURL }) => {
    const anonymous = await playwright.request.newContext({ baseURL });
    for (const response of [
      await anonymous.get("/api/user/ai-tokens"),
      await anonymous.get("/api/user/ai-tokens/history"),
      await anonymous.patch("/api/user/ai-tokens/track", {
        data: { operation: "IMPROVE_WRITING", idempotencyKey: randomUUID() },
      }),
    ]) {
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "Unauthorized" } });
    }
    await anonymous.dispose();
  });

  test("a new account has the FREE allowance; /track charges the server's cost once per key", async ({ request }) => {
    await signUp(request);
    const fresh = await summary(request);
    expect(fresh).toMatchObject({
      remaining: 250,
      used: 0,
      limit: 250,
      percentage: 0,
      purchased: 0,
      allowance: { remaining: 250, limit: 250 },
    });
    expect(new Date(fresh.allowance.resetsAt).getTime()).toBeGreaterThan(Date.now());

    const key = randomUUID();
    const first = await track(request, "IMPROVE_WRITING", key);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ operation: "IMPROVE_WRITING", cost: 10, charged: true, balance: 240 });
    // The same key again (a retried request) and twice at once: nothing more is charged.
    const [again, twice] = await Promise.all([
      track(request, "IMPROVE_WRITING", key),
      track(request, "IMPROVE_WRITING", key),
    ]);
    expect([(await again.json()).charged, (await twice.json()).charged]).toEqual([false, false]);
    expect(await summary(request)).toMatchObject({ remaining: 240, used: 10, limit: 250, percentage: 4 });

    const costs = (await (await request.get("/api/user/ai-tokens")).json()).costs;
    expect(costs).toMatchObject({ PDF_EXPORT: 25, WORD_EXPORT: 40, BOOSTER: 200, FIX_SPELLING_GRAMMAR: 5 });
  });

  test("a client-sent amount is refused, unknown operations too, and exports are charged only by their routes", async ({
    request,
  }) => {
    await signUp(request);
    for (const data of [
      { operation: "IMPROVE_WRITING", idempotencyKey: randomUUID(), tokens: 1 },
      { operation: "IMPROVE_WRITING", idempotencyKey: randomUUID(), amount: -500 },
      { operation: "FREE_MONEY", idempotencyKey: randomUUID() },
      { operation: "IMPROVE_WRITING" },
      { tokens: 10 },
    ]) {
      const response = await request.patch("/api/user/ai-tokens/track", { data });
      expect(response.status(), JSON.stringify(data)).toBe(400);
      expect((await response.json()).error.code).toBe("ValidationFailed");
    }
    const pdf = await track(request, "PDF_EXPORT");
    expect(pdf.status()).toBe(403);
    expect(await pdf.json()).toMatchObject({ error: { code: "Forbidden", details: { reason: "charged_by_export" } } });
    expect((await summary(request)).remaining).toBe(250);
  });

  test("refuses a charge the balance does not cover with 402 and both numbers, leaving the balance", async ({
    request,
  }) => {
    await signUp(request);
    expect((await track(request, "BOOSTER")).status()).toBe(200);
    const short = await track(request, "LINKEDIN_REWRITE");
    expect(short.status()).toBe(402);
    expect(await short.json()).toMatchObject({
      error: { code: "InsufficientTokens", details: { required: 200, balance: 50 } },
    });
    expect((await summary(request)).remaining).toBe(50);
  });

  test("a cross-site PATCH is refused before anything is charged", async ({ request }) => {
    await signUp(request);
    const response = await request.patch("/api/user/ai-tokens/track", {
      data: { operation: "IMPROVE_WRITING", idempotencyKey: randomUUID() },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status()).toBe(403);
    expect((await summary(request)).remaining).toBe(250);
  });

  test("history: every row newest first, paged, with use per operation this month", async ({ request }) => {
    await signUp(request);
    for (const operation of ["IMPROVE_WRITING", "CHANGE_TONE", "FIX_SPELLING_GRAMMAR"])
      expect((await track(request, operation)).status()).toBe(200);
    const first = await (await request.get("/api/user/ai-tokens/history?page=1&pageSize=2")).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(
      first.entries.map((entry: { operation: string; amount: number; balanceAfter: number; kind: string }) => [
        entry.kind,
        entry.operation,
        entry.amount,
        entry.balanceAfter,
      ]),
    ).toEqual([
      ["CHARGE", "FIX_SPELLING_GRAMMAR", -5, 225],
      ["CHARGE", "CHANGE_TONE", -10, 230],
    ]);
    const second = await (await request.get("/api/user/ai-tokens/history?page=2&pageSize=2")).json();
    expect(second.entries.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ["CHARGE", -10],
      ["GRANT", 250],
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(first.usageByMonth).toEqual([
      { month, operation: "CHANGE_TONE", tokens: 10 },
      { month, operation: "FIX_SPELLING_GRAMMAR", tokens: 5 },
      { month, operation: "IMPROVE_WRITING", tokens: 10 },
    ]);
    expect((await request.get("/api/user/ai-tokens/history?pageSize=1000")).status()).toBe(400);
  });
});
