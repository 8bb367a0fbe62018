import { describe, expect, it } from "vitest";
import { backupCodeSchema, emailSchema, nameSchema, twoFactorCodeSchema } from "@/lib/auth/schemas";
import { passwordLengthSchema } from "@/lib/auth/password-policy";
import { backupCodeField, deriveUsername, emailField, loginFormSchema, nameField, newPasswordField, otpCodeField, signUpFormSchema } from "./form-schemas";

describe("account form schemas", () => {
  const valid = { name: "Ada", email: "Ada@Example.com", username: "Ada.L", password: "correct horse" };

  it("accepts a valid sign-up, lower-casing email and username, and names the field of each problem", () => {
    const parsed = signUpFormSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "ada@example.com", username: "ada.l" });
    const result = signUpFormSchema.safeParse({ name: "", email: "nope", username: "a b", password: "short" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ name: "nameRequired", email: "emailInvalid", username: "usernameInvalid", password: "passwordTooShort" });
  });

  it("validates a login identifier as an email when it has @, otherwise as a username", () => {
    expect(loginFormSchema.safeParse({ identifier: "ada@example.com", password: "x" }).success).toBe(true);
    expect(loginFormSchema.safeParse({ identifier: "Ada.L", password: "x" }).success).toBe(true);
    expect(loginFormSchema.safeParse({ identifier: "ada@", password: "x" }).error?.issues[0]?.message).toBe("emailInvalid");
    expect(loginFormSchema.safeParse({ identifier: "ada l", password: "x" }).error?.issues[0]?.message).toBe("usernameInvalid");
  });

  it("takes exactly 6 digits for a code and 10 characters for a backup code", () => {
    expect(otpCodeField.safeParse("123456").success).toBe(true);
    expect(otpCodeField.safeParse("12345").success).toBe(false);
    expect(otpCodeField.safeParse("12345a").success).toBe(false);
    expect(backupCodeField.safeParse("abcde12345").success).toBe(true);
    expect(backupCodeField.safeParse("abcde1234").success).toBe(false);
  });

  it("derives the username from the name until edited", () => {
    expect(deriveUsername("Ada Lovelace")).toBe("ada-lovelace");
    expect(deriveUsername("O'Brien, Miles!")).toBe("obrien-miles");
    expect(deriveUsername("محمد علي")).toBe("");
  });

  // The forms and the server must agree, or a form lets through what the server refuses (or the reverse).
  it.each([
    ["name", nameField, nameSchema, ["", " ", "Ada", "x".repeat(255), "x".repeat(256)]],
    ["email", emailField, emailSchema, ["", "ada", "ada@example.com", " ADA@EXAMPLE.COM ", "a@b", `${"x".repeat(320)}@example.com`]],
    ["password length", newPasswordField, passwordLengthSchema, ["", "1234567", "12345678", "x".repeat(256), "x".repeat(257)]],
    ["code", otpCodeField, twoFactorCodeSchema, ["", "12345", "123456", " 123456 ", "1234567", "abcdef"]],
    ["backup code", backupCodeField, backupCodeSchema, ["", "abcde1234", "ABCDE12345", "abcde123456"]],
  ] as const)("agrees with the server on %s", (_name, form, server, samples) => {
    for (const sample of samples) {
      const ours = form.safeParse(sample);
      const theirs = server.safeParse(sample);
      expect(ours.success, JSON.stringify(sample)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toBe(theirs.data);
      else expect(ours.error?.issues[0]?.message).toBe(theirs.error?.issues[0]?.message);
    }
  });
});
