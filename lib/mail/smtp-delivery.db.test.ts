import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
// @ts-expect-error -- plain ESM helper shared with scripts/serve-e2e.mjs, no type declarations
import { startService } from "@/tests/setup/loopback-services.mjs";
import { uniqueSuffix } from "@/tests/factories/users";

// The real path of a mail: registration → lib/mail over SMTP → a real SMTP server process on
// 127.0.0.1 (tests/setup/loopback-smtp.mjs) → the link in the received mail verifies the address.

type Received = { to: string[]; subject: string; text: string; links: string[] };

let smtp: { child: ChildProcess; info: { smtpPort: number; httpPort: number } };
let previousSmtpUrl: string | undefined;

beforeAll(async () => {
  smtp = await startService("loopback-smtp.mjs");
  previousSmtpUrl = process.env.SMTP_URL;
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.info.smtpPort}`;
  // lib/config reads the environment once per module instance: load the account code afresh.
  vi.resetModules();
});

afterAll(() => {
  smtp?.child.kill();
  if (previousSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = previousSmtpUrl;
});

async function mailFor(to: string): Promise<Received> {
  let received: Received[] = [];
  await vi.waitFor(
    async () => {
      received = (await (
        await fetch(`http://127.0.0.1:${smtp.info.httpPort}/messages?to=${encodeURIComponent(to)}`)
      ).json()) as Received[];
      expect(received.length).toBeGreaterThan(0);
    },
    { timeout: 10_000, interval: 100 },
  );
  return received[0] as Received;
}

describe("mail over SMTP", () => {
  it("delivers the verification mail in the user's language with a link built from APP_URL that verifies the address", async () => {
    const { registerUser } = await import("@/lib/auth/register-user");
    const { verifyEmail } = await import("@/lib/auth/email-verification");
    const { updateProfile } = await import("@/lib/auth/update-profile");
    const { resendVerificationEmail } = await import("@/lib/auth/email-verification");
    const { config } = await import("@/lib/config");
    expect(config.SMTP_URL).toBe(process.env.SMTP_URL);

    const suffix = uniqueSuffix();
    const email = `mail-${suffix}@example.test`;
    const { user } = await registerUser(
      { name: "Mail Tester", email, username: `mail-${suffix}`, password: "a long mail password" },
      { address: `mail-${suffix}` },
    );
    const mail = await mailFor(email);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe("Confirm your email address");
    expect(mail.text).toContain("Hi Mail Tester,");
    const link = new URL(mail.links.find((value) => value.includes("/auth/verify-email")) ?? "");
    expect(link.origin).toBe(new URL(config.APP_URL).origin);

    // A resend in Arabic goes to the Arabic page, and the first link stops working.
    const arabic = await updateProfile(user, { locale: "ar-SA" });
    await resendVerificationEmail(arabic);
    let second: Received | undefined;
    await vi.waitFor(async () => {
      const all = (await (
        await fetch(`http://127.0.0.1:${smtp.info.httpPort}/messages?to=${encodeURIComponent(email)}`)
      ).json()) as Received[];
      second = all[1];
      expect(second).toBeDefined();
    });
    const arabicLink = new URL(second?.links.find((value) => value.includes("/auth/verify-email")) ?? "");
    expect(arabicLink.pathname).toBe("/ar-SA/auth/verify-email");
    await expect(verifyEmail(link.searchParams.get("token") ?? "")).rejects.toMatchObject({
      code: "InvalidVerificationToken",
    });
    await verifyEmail(arabicLink.searchParams.get("token") ?? "");
  });
});
