import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientErrorCodes, errorCodes } from "@/core/errors/codes";

// Every error the account screens can show has a message in en-US and in ar-SA (the right-to-left
// check), and every message key the forms and the server use exists in en-US (other locales fall
// back to it key by key).

function messages(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(process.cwd(), "messages", locale, `${namespace}.json`), "utf8")) as Record<
    string,
    unknown
  >;
}

const accountCodes = [
  "InvalidCredentials",
  "UserAlreadyExists",
  "SecretsNotFound",
  "OAuthUser",
  "InvalidResetToken",
  "InvalidVerificationToken",
  "EmailAlreadyVerified",
  "TwoFactorNotEnabled",
  "TwoFactorAlreadyEnabled",
  "InvalidTwoFactorCode",
  "InvalidTwoFactorBackupCode",
  "SignupsDisabled",
  "EmailAuthDisabled",
  "TooManyRequests",
  "Unauthorized",
  "ValidationFailed",
  "CrossSiteRequest",
  "SomethingWentWrong",
] as const;

describe("account error messages", () => {
  const english = messages("en-US", "errors");
  const arabic = messages("ar-SA", "errors");

  it.each([...errorCodes, ...clientErrorCodes])("%s has a message in en-US and ar-SA", (code) => {
    expect(typeof english[code]).toBe("string");
    expect(typeof arabic[code]).toBe("string");
    expect(String(english[code]).length).toBeGreaterThan(5);
  });

  it.each(accountCodes)("%s is really translated into Arabic", (code) => {
    expect(arabic[code]).not.toBe(english[code]);
    expect(String(arabic[code])).toMatch(/[\u0600-\u06FF]/);
  });

  it("has a message for every validation key the forms and the server use", async () => {
    const validation = messages("en-US", "auth").validation as Record<string, string>;
    const sources = [
      "lib/auth/schemas.ts",
      "core/auth/username.ts",
      "core/auth/password-policy.ts",
      "lib/auth/confirm-identity.ts",
      "lib/auth/change-password.ts",
      "lib/auth/update-profile.ts",
      "lib/auth/register-user.ts",
      "components/auth/form-schemas.ts",
    ];
    const keys = new Set<string>();
    for (const source of sources) {
      const text = readFileSync(path.join(process.cwd(), source), "utf8");
      for (const match of text.matchAll(
        /"([a-z][a-zA-Z]+(?:Required|Invalid|TooLong|TooShort|TooCommon|Taken|Mismatch|Incorrect|DoNotMatch|Unchanged))"/g,
      ))
        keys.add(match[1] ?? "");
    }
    expect(keys.size).toBeGreaterThan(10);
    for (const key of keys) expect(validation[key], key).toEqual(expect.any(String));
    // confirmIdentity asks for `${field}Required` for each way of confirming.
    for (const field of ["code", "password", "username"])
      expect(validation[`${field}Required`]).toEqual(expect.any(String));
  });
});
