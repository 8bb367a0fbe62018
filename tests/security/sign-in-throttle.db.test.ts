import { describe, expect, it } from "vitest";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { AppError } from "@/core/errors";
import { createTestUser } from "@/tests/factories/users";

// Break-in finding (issue 21, item 3): 40 parallel guesses at one account had 39 passwords checked
// against a limit of 5, because the limit was checked before any failure had been counted.

async function outcome(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => "authenticated",
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
}

describe("sign-in throttling under parallel guesses", () => {
  it("checks at most 5 of 40 simultaneous wrong passwords at one account, and refuses the 41st", async () => {
    const { user } = await createTestUser();
    const guesses = Array.from({ length: 40 }, (_, index) =>
      outcome(
        signInWithPassword(
          { identifier: user.username, password: `guess number ${index}` },
          { address: `198.18.${index}.1` },
        ),
      ),
    );
    const codes = await Promise.all(guesses);
    // Every InvalidCredentials is a password that was verified; every other answer was refused unchecked.
    const verified = codes.filter((code) => code === "InvalidCredentials").length;
    expect(verified).toBeLessThanOrEqual(5);
    expect(verified).toBeGreaterThan(0);
    expect(codes.filter((code) => code !== "InvalidCredentials")).toEqual(Array(40 - verified).fill("TooManyRequests"));
    expect(
      await outcome(
        signInWithPassword({ identifier: user.username, password: "guess number 41" }, { address: "198.18.41.1" }),
      ),
    ).toBe("TooManyRequests");
  });
});
