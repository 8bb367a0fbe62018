import { describe, expect, it } from "vitest";
import { backupCodeSchema, newAccountSchema, twoFactorCodeSchema } from "@/core/auth/field-schemas";
import { deriveUsername, loginFormSchema } from "./form-schemas";

describe("account form schemas", () => {
  const valid = { name: "Ada", email: "Ada@Example.com", username: "Ada.L", password: "correct horse" };

  it("accepts a valid sign-up, lower-casing email and username, and names the field of each problem", () => {
    const parsed = newAccountSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "ada@example.com", username: "ada.l" });
    const result = newAccountSchema.safeParse({ name: "", email: "nope", username: "a b", password: "short" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      name: "nameRequired",
      email: "emailInvalid",
      username: "usernameInvalid",
      password: "passwordTooShort",
    });
  });

  it("validates a login identifier as an email when it has @, otherwise as a username", () => {
    expect(loginFormSchema.safeParse({ identifier: "ada@example.com", password: "x" }).success).toBe(true);
    expect(loginFormSchema.safeParse({ identifier: "Ada.L", password: "x" }).success).toBe(true);
    expect(loginFormSchema.safeParse({ identifier: "ada@", password: "x" }).error?.issues[0]?.message).toBe(
      "emailInvalid",
    );
    expect(loginFormSchema.safeParse({ identifier: "ada l", password: "x" }).error?.issues[0]?.message).toBe(
      "usernameInvalid",
    );
  });

  it("takes exactly 6 digits for a code and 10 characters for a backup code", () => {
    expect(twoFactorCodeSchema.safeParse("123456").success).toBe(true);
    expect(twoFactorCodeSchema.safeParse("12345").success).toBe(false);
    expect(twoFactorCodeSchema.safeParse("12345a").success).toBe(false);
    expect(backupCodeSchema.safeParse("abcde12345").success).toBe(true);
    expect(backupCodeSchema.safeParse("abcde1234").success).toBe(false);
  });

  it("derives the username from the name until edited", () => {
    expect(deriveUsername("Ada Lovelace")).toBe("ada-lovelace");
    expect(deriveUsername("O'Brien, Miles!")).toBe("obrien-miles");
    expect(deriveUsername("محمد علي")).toBe("");
  });
});
