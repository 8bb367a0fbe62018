import { describe, expect, it } from "vitest";
import { appErrorOf } from "@/tests/support/rejection";
import { createTestUser, uniqueSuffix } from "@/tests/factories/users";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { clearFailures, consumeAttempt, throttleRules } from "./throttle";

describe("sign-in throttling", () => {
  it("blocks an account after repeated wrong passwords, even for the right one, with a Retry-After", async () => {
    const { user, password } = await createTestUser();
    const codes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      codes.push(
        (
          await appErrorOf(
            signInWithPassword(
              { identifier: user.username, password: `wrong password ${attempt}` },
              { address: `198.51.100.${attempt}` },
            ),
          )
        ).code,
      );
    }
    // Five free attempts, each counted before its password is checked; the sixth is refused unchecked.
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("InvalidCredentials"));
    expect(codes.slice(5)).toEqual(["TooManyRequests", "TooManyRequests", "TooManyRequests"]);

    // The email names the same account: the block holds, and the right password does not lift it.
    const blocked = await appErrorOf(
      signInWithPassword({ identifier: user.email, password: password }, { address: "198.51.100.99" }),
    );
    expect(blocked.code).toBe("TooManyRequests");
    expect(blocked.status).toBe(429);
    expect(blocked.details?.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.details?.retryAfterSeconds).toBeLessThanOrEqual(30);
  });

  it("throttles unknown identifiers exactly like accounts", async () => {
    const identifier = `nobody-${uniqueSuffix()}`;
    const codes: string[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      codes.push(
        (
          await appErrorOf(
            signInWithPassword({ identifier, password: "whatever password" }, { address: `198.51.101.${attempt}` }),
          )
        ).code,
      );
    }
    expect(codes).toEqual([...Array(5).fill("InvalidCredentials"), "TooManyRequests", "TooManyRequests"]);
  });

  it("blocks a client address that fails across many accounts", async () => {
    const address = `192.0.2.${uniqueSuffix()}`;
    for (let attempt = 0; attempt < throttleRules.signInAddress.freeAttempts; attempt += 1)
      await consumeAttempt(throttleRules.signInAddress, address);
    const { user, password } = await createTestUser();
    expect(
      (await appErrorOf(signInWithPassword({ identifier: user.username, password: password }, { address }))).code,
    ).toBe("TooManyRequests");
    expect(
      (await signInWithPassword({ identifier: user.username, password: password }, { address: `${address}-other` }))
        .status,
    ).toBe("authenticated");
  });

  it("makes each further block longer", async () => {
    const rule = {
      name: `test-${uniqueSuffix()}`,
      freeAttempts: 2,
      windowSeconds: 60,
      firstBlockSeconds: 10,
      maxBlockSeconds: 35,
    };
    const retryAfter = async () => (await appErrorOf(consumeAttempt(rule, "key"))).details?.retryAfterSeconds;
    const blocks: unknown[] = [];
    for (let round = 0; round < 4; round += 1) {
      await consumeAttempt(rule, "key");
      await consumeAttempt(rule, "key");
      blocks.push(await retryAfter());
      // A later attempt during the block meets it without lengthening it.
      expect(await retryAfter()).toBeLessThanOrEqual(blocks.at(-1) as number);
      // The window ends (as a success would end it): the count starts again, the lockout history stays.
      await clearFailures(rule, "key");
    }
    expect(blocks).toEqual([10, 20, 35, 35]);
  });
});
