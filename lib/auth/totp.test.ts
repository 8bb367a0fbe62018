import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { matchTotp, newTotpSecret, totpPeriodSeconds, totpUri } from "./totp";

const secret = newTotpSecret();
// The middle of a time step, so that "one step away" is unambiguous.
const now = (Math.floor(Date.now() / 1000 / totpPeriodSeconds) * totpPeriodSeconds + 15) * 1000;
const step = now / 1000 / totpPeriodSeconds;
const codeAt = (stepOffset: number) => generate({ secret, epoch: now / 1000 + stepOffset * totpPeriodSeconds });

describe("matchTotp", () => {
  it("accepts the current code and answers its time step", async () => {
    expect(await matchTotp(secret, await codeAt(0), { now })).toBe(Math.floor(step));
  });

  it("accepts codes one step before and after (clock drift)", async () => {
    expect(await matchTotp(secret, await codeAt(-1), { now })).toBe(Math.floor(step) - 1);
    expect(await matchTotp(secret, await codeAt(1), { now })).toBe(Math.floor(step) + 1);
  });

  it("refuses codes two steps away", async () => {
    expect(await matchTotp(secret, await codeAt(-2), { now })).toBeNull();
    expect(await matchTotp(secret, await codeAt(2), { now })).toBeNull();
  });

  it("refuses a code whose step is at or before the last one used (replay)", async () => {
    const code = await codeAt(0);
    const used = await matchTotp(secret, code, { now });
    expect(used).not.toBeNull();
    expect(await matchTotp(secret, code, { now, lastUsedStep: used })).toBeNull();
    expect(await matchTotp(secret, await codeAt(-1), { now, lastUsedStep: used })).toBeNull();
    expect(await matchTotp(secret, await codeAt(1), { now, lastUsedStep: used })).toBe((used ?? 0) + 1);
  });

  it("refuses malformed codes and another secret's codes", async () => {
    expect(await matchTotp(secret, "12345", { now })).toBeNull();
    expect(await matchTotp(secret, "abcdef", { now })).toBeNull();
    expect(await matchTotp(newTotpSecret(), await codeAt(0), { now })).toBeNull();
  });
});

describe("totpUri", () => {
  it("is an otpauth:// URI naming the issuer, the account and the secret", () => {
    const uri = new URL(totpUri(secret, "ada@example.com"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Vitae");
    expect(decodeURIComponent(uri.pathname)).toContain("ada@example.com");
  });
});
