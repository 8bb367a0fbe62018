import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { appErrorOf } from "@/tests/support/rejection";
import { createTestUser, readCurrentUser } from "@/tests/factories/users";
import { completeTwoFactorSignIn } from "./complete-two-factor-sign-in";
import { disableTwoFactor } from "./disable-two-factor";
import { enableTwoFactor } from "./enable-two-factor";
import { findSessionUser } from "./find-session-user";
import { createPendingTwoFactor } from "./pending-two-factor";
import { setupTwoFactor } from "./setup-two-factor";
import { signInWithPassword } from "./sign-in-with-password";
import { totpPeriodSeconds } from "./totp";

/** The code for `steps` time steps from now. */
function codeFor(secret: string, steps = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * totpPeriodSeconds });
}

/** A user with two-factor on: its secret, the step the enabling code used, and its backup codes. */
async function userWithTwoFactor() {
  const { user, password } = await createTestUser();
  const { uri } = await setupTwoFactor(await readCurrentUser(user.id), { password });
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const enablingCode = await codeFor(secret);
  const { backupCodes } = await enableTwoFactor(await readCurrentUser(user.id), { code: enablingCode, password });
  return { user, password, secret, enablingCode, backupCodes };
}

async function pendingSignIn(identifier: string, password: string) {
  const result = await signInWithPassword({ identifier, password }, { address: "203.0.113.7" });
  expect(result.status).toBe("2fa_required");
  return result.status === "2fa_required" ? result.pendingTwoFactor : "";
}

describe("two-factor setup", () => {
  it("enables with a valid code, returns 10 backup codes of 10 characters and stores secrets protected", async () => {
    const { user, password } = await createTestUser();
    const { uri } = await setupTwoFactor(await readCurrentUser(user.id), { password });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vitae:/);
    const secret = new URL(uri).searchParams.get("secret") ?? "";

    expect((await appErrorOf(enableTwoFactor(await readCurrentUser(user.id), { code: "000000", password }))).code).toBe(
      "InvalidTwoFactorCode",
    );
    const { backupCodes } = await enableTwoFactor(await readCurrentUser(user.id), {
      code: await codeFor(secret),
      password,
    });
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);

    const prisma = await db();
    const secrets = await prisma.secrets.findUniqueOrThrow({ where: { userId: user.id } });
    expect(secrets.twoFactorSecret).not.toContain(secret);
    expect(secrets.twoFactorPendingSecret).toBeNull();
    expect(secrets.twoFactorBackupCodes.every((hash) => hash.startsWith("$argon2id$"))).toBe(true);
    expect(secrets.twoFactorBackupCodes.some((hash) => backupCodes.some((code) => hash.includes(code)))).toBe(false);

    const me = await readCurrentUser(user.id);
    expect(me.twoFactorEnabled).toBe(true);
    expect((await appErrorOf(setupTwoFactor(me, { password }))).code).toBe("TwoFactorAlreadyEnabled");
    expect((await appErrorOf(enableTwoFactor(me, { code: await codeFor(secret), password }))).code).toBe(
      "TwoFactorAlreadyEnabled",
    );
  });

  it("refuses to enable without a setup first", async () => {
    const { user, password } = await createTestUser();
    expect((await appErrorOf(enableTwoFactor(await readCurrentUser(user.id), { code: "123456", password }))).code).toBe(
      "TwoFactorNotEnabled",
    );
  });

  it("asks for the password to set up and to enable (a session alone is not enough)", async () => {
    const { user, password } = await createTestUser();
    const me = await readCurrentUser(user.id);
    const missing = await appErrorOf(setupTwoFactor(me, {}));
    expect(missing.code).toBe("ValidationFailed");
    expect((await appErrorOf(setupTwoFactor(me, { password: "not the password" }))).code).toBe("InvalidCredentials");
    const { uri } = await setupTwoFactor(me, { password });
    const code = await codeFor(new URL(uri).searchParams.get("secret") ?? "");
    expect((await appErrorOf(enableTwoFactor(me, { code }))).code).toBe("ValidationFailed");
    expect((await appErrorOf(enableTwoFactor(me, { code, password: "not the password" }))).code).toBe(
      "InvalidCredentials",
    );
    expect((await readCurrentUser(user.id)).twoFactorEnabled).toBe(false);
  });
});

describe("two-factor sign-in", () => {
  it("asks for the code after the password, refuses a replayed code and accepts a fresh one once", async () => {
    const { user, password, secret, enablingCode } = await userWithTwoFactor();
    const pending = await pendingSignIn(user.username, password);

    // The code that enabled two-factor is spent already.
    expect(
      (await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: pending, code: enablingCode, kind: "totp" }))).code,
    ).toBe("InvalidTwoFactorCode");
    const nextCode = await codeFor(secret, 1);
    const signedIn = await completeTwoFactorSignIn({ pendingTwoFactor: pending, code: nextCode, kind: "totp" });
    expect(await findSessionUser(signedIn.session.token)).toMatchObject({ id: user.id });
    expect(
      (await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: pending, code: nextCode, kind: "totp" }))).code,
    ).toBe("InvalidTwoFactorCode");
  });

  it("lets only one of two racing requests use the same code", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const pending = await pendingSignIn(user.username, password);
    const code = await codeFor(secret, 1);
    const results = await Promise.allSettled([
      completeTwoFactorSignIn({ pendingTwoFactor: pending, code, kind: "totp" }),
      completeTwoFactorSignIn({ pendingTwoFactor: pending, code, kind: "totp" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  });

  it("accepts each backup code once", async () => {
    const { user, password, backupCodes } = await userWithTwoFactor();
    const [first = "", second = ""] = backupCodes;
    const pending = await pendingSignIn(user.email, password);
    expect(
      (await completeTwoFactorSignIn({ pendingTwoFactor: pending, code: first.toUpperCase(), kind: "backup" })).status,
    ).toBe("authenticated");
    expect(
      (await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: pending, code: first, kind: "backup" }))).code,
    ).toBe("InvalidTwoFactorBackupCode");
    expect((await completeTwoFactorSignIn({ pendingTwoFactor: pending, code: second, kind: "backup" })).status).toBe(
      "authenticated",
    );
    const prisma = await db();
    expect((await prisma.secrets.findUniqueOrThrow({ where: { userId: user.id } })).twoFactorBackupCodes).toHaveLength(
      8,
    );
  });

  it("throttles code guessing", async () => {
    const { user, password, secret } = await userWithTwoFactor();
    const pending = await pendingSignIn(user.username, password);
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      codes.push(
        (
          await appErrorOf(
            completeTwoFactorSignIn({ pendingTwoFactor: pending, code: String(100000 + attempt), kind: "totp" }),
          )
        ).code,
      );
    }
    // Five codes are checked; the sixth attempt is refused before any check (lib/throttle/throttle.ts).
    expect(codes).toEqual([...Array(5).fill("InvalidTwoFactorCode"), "TooManyRequests", "TooManyRequests"]);
    // Even the right code waits out the block.
    expect(
      (
        await appErrorOf(
          completeTwoFactorSignIn({ pendingTwoFactor: pending, code: await codeFor(secret, 1), kind: "totp" }),
        )
      ).code,
    ).toBe("TooManyRequests");
  });

  it("refuses a missing, forged or expired pending sign-in", async () => {
    const { user, secret } = await userWithTwoFactor();
    const code = await codeFor(secret, 1);
    expect((await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: null, code, kind: "totp" }))).code).toBe(
      "Unauthorized",
    );
    const forged = createPendingTwoFactor(user.id).replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: forged, code, kind: "totp" }))).code).toBe(
      "Unauthorized",
    );
    const expired = createPendingTwoFactor(user.id, Date.now() - 10 * 60 * 1000);
    expect((await appErrorOf(completeTwoFactorSignIn({ pendingTwoFactor: expired, code, kind: "totp" }))).code).toBe(
      "Unauthorized",
    );
  });
});

describe("disabling two-factor", () => {
  it("needs the password or a current code, then forgets the secret and the backup codes", async () => {
    const { user, password } = await userWithTwoFactor();
    const me = await readCurrentUser(user.id);
    expect((await appErrorOf(disableTwoFactor(me, {}))).code).toBe("ValidationFailed");
    expect((await appErrorOf(disableTwoFactor(me, { password: "not my password" }))).code).toBe("InvalidCredentials");
    expect((await appErrorOf(disableTwoFactor(me, { code: "000000" }))).code).toBe("InvalidTwoFactorCode");
    await disableTwoFactor(me, { password });

    const prisma = await db();
    const secrets = await prisma.secrets.findUniqueOrThrow({ where: { userId: user.id } });
    expect(secrets).toMatchObject({ twoFactorSecret: null, twoFactorBackupCodes: [], twoFactorLastUsedStep: null });
    const after = await readCurrentUser(user.id);
    expect(after.twoFactorEnabled).toBe(false);
    expect((await appErrorOf(disableTwoFactor(after, { password }))).code).toBe("TwoFactorNotEnabled");
    expect((await signInWithPassword({ identifier: user.username, password }, { address: "203.0.113.8" })).status).toBe(
      "authenticated",
    );
  });

  it("accepts a current code instead of the password", async () => {
    const { user, secret } = await userWithTwoFactor();
    await disableTwoFactor(await readCurrentUser(user.id), { code: await codeFor(secret, 1) });
    expect((await readCurrentUser(user.id)).twoFactorEnabled).toBe(false);
  });
});
