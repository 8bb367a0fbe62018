import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";
import { setTestTokenBalance } from "@/tests/factories/tokens";
import { createTestUser } from "@/tests/factories/users";
import { chargeTokens } from "./charge-tokens";
import { creditTokens } from "./credit-tokens";
import { getTokenSummary } from "./get-token-summary";
import { listTokenHistory } from "./list-token-history";
import { refundCharge } from "./refund-charge";
import { reverseTokens } from "./reverse-tokens";
import { startAllowancePeriod } from "./start-allowance-period";

async function userOwner(tier: "FREE" | "BASIC" | "PROFESSIONAL" | "ENTERPRISE" = "FREE") {
  const { user } = await createTestUser({ subscriptionTier: tier });
  return { userId: user.id };
}

async function rowsOf(owner: { userId: string }, kind?: "CHARGE" | "GRANT" | "EXPIRY" | "REFUND" | "REVERSAL") {
  const prisma = await db();
  return prisma.tokenLedgerEntry.findMany({
    where: { userId: owner.userId, ...(kind ? { kind } : {}) },
    orderBy: [{ createdAt: "asc" }, { sequence: "asc" }],
  });
}

describe("the token ledger", () => {
  it("100 concurrent charges of 10 against 95: 9 succeed, 91 are refused, 9 rows, 5 left", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 95 });
    // IMPROVE_WRITING costs 10 (spec §9).
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) =>
        chargeTokens({ owner, operation: "IMPROVE_WRITING", idempotencyKey: `race-${owner.userId}-${index}` }),
      ),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(succeeded).toHaveLength(9);
    expect(refused).toHaveLength(91);
    for (const result of refused) {
      expect(result.reason).toBeInstanceOf(AppError);
      expect((result.reason as AppError).code).toBe("InsufficientTokens");
      expect((result.reason as AppError).details).toMatchObject({ required: 10 });
    }
    expect(await rowsOf(owner, "CHARGE")).toHaveLength(9);
    expect((await getTokenSummary(owner)).remaining).toBe(5);
    // Each row's balanceAfter is a distinct step down from 95: no two charges saw the same balance.
    expect((await rowsOf(owner, "CHARGE")).map((row) => row.balanceAfter).sort((a, b) => b - a)).toEqual([
      85, 75, 65, 55, 45, 35, 25, 15, 5,
    ]);
  });

  it("the same key sent twice in parallel charges once, and a later retry too", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 100 });
    const key = `twice-${owner.userId}`;
    const [first, second] = await Promise.all([
      chargeTokens({ owner, operation: "COVER_LETTER", idempotencyKey: key }),
      chargeTokens({ owner, operation: "COVER_LETTER", idempotencyKey: key }),
    ]);
    expect([first.charged, second.charged].sort()).toEqual([false, true]);
    expect((await chargeTokens({ owner, operation: "COVER_LETTER", idempotencyKey: key })).charged).toBe(false);
    expect(await rowsOf(owner, "CHARGE")).toHaveLength(1);
    expect((await getTokenSummary(owner)).remaining).toBe(0);
  });

  it("spends the allowance first, then purchased tokens", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 30, purchased: 100 });
    await chargeTokens({ owner, operation: "SUMMARY_GENERATION", idempotencyKey: `split-${owner.userId}` });
    const summary = await getTokenSummary(owner);
    expect(summary).toMatchObject({ remaining: 90, purchased: 90, allowance: { remaining: 0 } });
    const [charge] = await rowsOf(owner, "CHARGE");
    expect(charge).toMatchObject({ delta: -40, allowanceDelta: -30, purchasedDelta: -10, balanceAfter: 90 });
  });

  it("20 requests after the reset date renew the allowance once, with the charges they make", async () => {
    const owner = await userOwner("BASIC");
    const past = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await setTestTokenBalance(owner, { allowance: 12, purchased: 50, resetsAt: past });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        chargeTokens({ owner, operation: "FIX_SPELLING_GRAMMAR", idempotencyKey: `renew-${owner.userId}-${index}` }),
      ),
    );
    expect(results.every((result) => result.status === "fulfilled")).toBe(true);
    expect(await rowsOf(owner, "GRANT")).toHaveLength(1);
    const expiries = await rowsOf(owner, "EXPIRY");
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ delta: -12, balanceAfter: 50 });
    // BASIC's 700, less 20 × 5; the purchased 50 untouched and not expired.
    const summary = await getTokenSummary(owner);
    expect(summary).toMatchObject({
      remaining: 650,
      purchased: 50,
      used: 100,
      allowance: { remaining: 600, limit: 700 },
    });
    // The new period keeps the day of the month and lies ahead.
    const resetsAt = new Date(summary.allowance.resetsAt);
    expect(resetsAt.getTime()).toBeGreaterThan(Date.now());
    expect(resetsAt.getUTCDate()).toBe(past.getUTCDate());
  });

  it("a new owner gets the tier's allowance on first read, once", async () => {
    const owner = await userOwner("PROFESSIONAL");
    const summaries = await Promise.all([getTokenSummary(owner), getTokenSummary(owner), getTokenSummary(owner)]);
    for (const summary of summaries)
      expect(summary).toMatchObject({ remaining: 2000, used: 0, limit: 2000, percentage: 0, purchased: 0 });
    expect(await rowsOf(owner, "GRANT")).toHaveLength(1);
  });

  it("refunds a charge once, to the buckets it came from", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 10, purchased: 40 });
    const { entryKey } = await chargeTokens({
      owner,
      operation: "PDF_EXPORT",
      idempotencyKey: `refund-${owner.userId}`,
    });
    expect((await getTokenSummary(owner)).remaining).toBe(25);
    const refunds = await Promise.all([
      refundCharge({ owner, idempotencyKey: entryKey, reason: "print_failed" }),
      refundCharge({ owner, idempotencyKey: entryKey, reason: "print_failed" }),
    ]);
    expect(refunds.map((refund) => refund.refunded).sort()).toEqual([false, true]);
    expect(await getTokenSummary(owner)).toMatchObject({
      remaining: 50,
      purchased: 40,
      allowance: { remaining: 10 },
      used: 0,
    });
    expect(await rowsOf(owner, "REFUND")).toHaveLength(1);

    // Another owner cannot refund this charge.
    const other = await userOwner();
    expect((await refundCharge({ owner: other, idempotencyKey: entryKey, reason: "x" })).refunded).toBe(false);
  });

  it("credits once per key, into the bucket that does not expire", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 250 });
    const credits = await Promise.all(
      [1, 2].map(() => creditTokens({ owner, amount: 500, kind: "PURCHASE", idempotencyKey: `pack-${owner.userId}` })),
    );
    expect(credits.map((credit) => credit.credited).sort()).toEqual([false, true]);
    expect(await getTokenSummary(owner)).toMatchObject({ remaining: 750, purchased: 500 });
  });

  it("reverses clamped at zero, once", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 20, purchased: 30 });
    const first = await reverseTokens({ owner, amount: 500, idempotencyKey: `reverse-${owner.userId}` });
    expect(first).toEqual({ reversed: 50, balance: 0 });
    expect((await reverseTokens({ owner, amount: 500, idempotencyKey: `reverse-${owner.userId}` })).reversed).toBe(0);
    const [row] = await rowsOf(owner, "REVERSAL");
    expect(row).toMatchObject({ delta: -50, purchasedDelta: -30, allowanceDelta: -20, balanceAfter: 0 });
    expect((await getTokenSummary(owner)).remaining).toBe(0);
  });

  it("the database refuses a negative bucket, whatever the code does", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 5 });
    const prisma = await db();
    await expect(
      prisma.tokenBalance.update({ where: { userId: owner.userId }, data: { allowance: -1 } }),
    ).rejects.toThrow();
  });

  it("a retry window: the same key within it is a retry, after it a new charge", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 100 });
    const key = `window-${owner.userId}`;
    const first = await chargeTokens({ owner, operation: "PDF_EXPORT", idempotencyKey: key, retryWindowSeconds: 600 });
    expect(first.charged).toBe(true);
    expect(
      (await chargeTokens({ owner, operation: "PDF_EXPORT", idempotencyKey: key, retryWindowSeconds: 600 })).charged,
    ).toBe(false);
    // Age the charge past the window: the key is free again.
    const prisma = await db();
    await prisma.tokenLedgerEntry.update({
      where: { idempotencyKey: first.entryKey },
      data: { createdAt: new Date(Date.now() - 3_600_000), idempotencyKey: `${key}@0` },
    });
    expect(
      (await chargeTokens({ owner, operation: "PDF_EXPORT", idempotencyKey: key, retryWindowSeconds: 600 })).charged,
    ).toBe(true);
    expect((await getTokenSummary(owner)).remaining).toBe(50);
  });

  it("history: newest first, paged, with use per operation per month", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 200 });
    for (const [index, operation] of (
      ["IMPROVE_WRITING", "IMPROVE_WRITING", "CHANGE_TONE", "PDF_EXPORT"] as const
    ).entries()) {
      await chargeTokens({ owner, operation, idempotencyKey: `history-${owner.userId}-${index}` });
    }
    const history = await listTokenHistory({ owner, page: 1, pageSize: 3 });
    expect(history.total).toBe(5);
    expect(history.entries.map((entry) => [entry.operation, entry.amount, entry.balanceAfter])).toEqual([
      ["PDF_EXPORT", -25, 145],
      ["CHANGE_TONE", -10, 170],
      ["IMPROVE_WRITING", -10, 180],
    ]);
    expect((await listTokenHistory({ owner, page: 2, pageSize: 3 })).entries).toHaveLength(2);
    const month = new Date().toISOString().slice(0, 7);
    expect(history.usageByMonth).toEqual([
      { month, operation: "CHANGE_TONE", tokens: 10 },
      { month, operation: "IMPROVE_WRITING", tokens: 20 },
      { month, operation: "PDF_EXPORT", tokens: 25 },
    ]);
  });
});

describe("startAllowancePeriod", () => {
  it("after an upgrade: the old allowance expires, the new tier's is granted for a month from now, purchased stays, once", async () => {
    const owner = await userOwner();
    await setTestTokenBalance(owner, { allowance: 80, purchased: 40 });
    const prisma = await db();
    await prisma.user.update({ where: { id: owner.userId }, data: { subscriptionTier: "PROFESSIONAL" } });
    const results = await Promise.all(
      [1, 2].map(() => startAllowancePeriod({ userId: owner.userId, idempotencyKey: `upgrade-${owner.userId}` })),
    );
    expect(results.map((result) => result.started).sort()).toEqual([false, true]);
    const summary = await getTokenSummary(owner);
    expect(summary).toMatchObject({ remaining: 2040, purchased: 40, allowance: { remaining: 2000, limit: 2000 } });
    expect(new Date(summary.allowance.resetsAt).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect((await rowsOf(owner, "EXPIRY")).map((row) => row.delta)).toEqual([-80]);
  });
});
