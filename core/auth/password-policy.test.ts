import { describe, expect, it } from "vitest";
import { isPasswordTooGuessable, newPasswordSchema, passwordScore } from "./password-policy";

function messages(password: string) {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("password rule (DECISIONS.md)", () => {
  it("needs 8 to 256 characters", () => {
    expect(messages("Kx9!mP2")).toEqual(["passwordTooShort"]);
    expect(messages("Kx9!mP2q")).toEqual([]);
    expect(messages(`${"correct horse battery staple ".repeat(9)}`.slice(0, 256))).toEqual([]);
    expect(messages("x".repeat(257))).toContain("passwordTooLong");
  });

  it.each(["password", "password1", "12345678", "qwertyuiop", "iloveyou2", "aaaaaaaaaa", "P@ssw0rd"])(
    "refuses the common %j",
    (password) => {
      expect(messages(password)).toEqual(["passwordTooCommon"]);
    },
  );

  it.each(["correct horse battery", "vitae-demo-2026", "Kx9!mP2q", "my cat eats lemons"])(
    "accepts %j without composition rules",
    (password) => {
      expect(messages(password)).toEqual([]);
    },
  );

  it("counts the user's own name or email as guessable", () => {
    expect(isPasswordTooGuessable("adalovelace")).toBe(false);
    expect(isPasswordTooGuessable("adalovelace", ["Ada Lovelace", "adalovelace@example.com"])).toBe(true);
  });

  it("scores 0 to 4 for the strength hint", () => {
    expect(passwordScore("password")).toBe(0);
    expect(passwordScore("correct horse battery staple")).toBe(4);
  });
});
