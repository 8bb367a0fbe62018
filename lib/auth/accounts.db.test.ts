import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { appErrorOf } from "@/tests/support/rejection";
import { listOutbox } from "@/lib/mail/outbox";
import { getStorage } from "@/lib/storage";
import { createTestUser, readCurrentUser, uniqueSuffix } from "@/tests/factories/users";
import { changePassword } from "./change-password";
import { createSession } from "./create-session";
import { deleteAccount } from "./delete-account";
import { resendVerificationEmail, verifyEmail } from "./email-verification";
import { findSessionUser } from "./find-session-user";
import { getSubscriptionInfo } from "./get-subscription-info";
import { registerUser } from "./register-user";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword } from "./reset-password";
import { signInWithPassword } from "./sign-in-with-password";
import { updateProfile } from "./update-profile";
import { setTestTokenBalance } from "@/tests/factories/tokens";

function tokenFromMail(to: string, pathname: string) {
  return listOutbox({ to }).then((mails) => {
    const link = mails
      .flatMap((mail) => mail.links)
      .map((value) => new URL(value))
      .find((url) => url.pathname.endsWith(pathname));
    if (!link) throw new Error(`no ${pathname} mail for ${to}`);
    return link.searchParams.get("token") ?? "";
  });
}

const address = () => `203.0.113.${Math.floor(Math.random() * 250)}-${uniqueSuffix()}`;

describe("findSessionUser", () => {
  it("finds the session's user, and refuses and removes an expired session", async () => {
    const { user } = await createTestUser();
    const session = await createSession(user.id);
    expect(await findSessionUser(session.token)).toMatchObject({
      id: user.id,
      username: user.username,
      hasPassword: true,
    });

    const prisma = await db();
    await prisma.session.update({
      where: { sessionToken: session.token },
      data: { expires: new Date(Date.now() - 1000) },
    });
    expect(await findSessionUser(session.token)).toBeNull();
    expect(await prisma.session.count({ where: { sessionToken: session.token } })).toBe(0);
    expect(await findSessionUser("no-such-token")).toBeNull();
  });

  it("answers the same user as Prisma's reading of the rows, with and without a password, verified or not", async () => {
    const prisma = await db();
    const withPassword = await createTestUser({ password: "a long enough password" });
    const withoutPassword = await createTestUser({ password: null });
    for (const { user, password } of [withPassword, withoutPassword]) {
      const emailVerified = password === null ? new Date() : null;
      await prisma.user.update({ where: { id: user.id }, data: { emailVerified } });
      const session = await createSession(user.id);
      const found = await findSessionUser(session.token);
      expect(found).toEqual(await readCurrentUser(user.id));
      expect(found).toMatchObject({ hasPassword: password !== null, emailVerified: password === null });
    }
  });

  it("keeps a session until it expires, and not after", async () => {
    const { user } = await createTestUser({ password: null });
    const session = await createSession(user.id);
    const prisma = await db();
    await prisma.session.update({
      where: { sessionToken: session.token },
      data: { expires: new Date(Date.now() + 60_000) },
    });
    expect(await findSessionUser(session.token)).toMatchObject({ id: user.id });
    await prisma.session.update({
      where: { sessionToken: session.token },
      data: { expires: new Date(Date.now() - 60_000) },
    });
    expect(await findSessionUser(session.token)).toBeNull();
  });
});

describe("register", () => {
  it("creates a signed-in account with lower-cased email and username, a hashed password and a verification mail", async () => {
    const suffix = uniqueSuffix();
    const { user, session } = await registerUser(
      {
        name: "Ada Lovelace",
        email: `Ada.${suffix}@Example.com`.toLowerCase(),
        username: `ada-${suffix}`,
        password: "analytical engine notes",
      },
      { address: address() },
    );
    expect(user).toMatchObject({
      email: `ada.${suffix}@example.com`,
      username: `ada-${suffix}`,
      emailVerified: false,
      provider: "email",
      hasPassword: true,
    });
    expect(await findSessionUser(session.token)).toMatchObject({ id: user.id });
    const prisma = await db();
    const secrets = await prisma.secrets.findUniqueOrThrow({ where: { userId: user.id } });
    expect(secrets.password).toMatch(/^\$argon2id\$/);
    expect(secrets.verificationToken).toMatch(/^[0-9a-f]{64}$/);

    const token = await tokenFromMail(user.email, "/auth/verify-email");
    expect(secrets.verificationToken).not.toContain(token);
    await verifyEmail(token);
    expect((await readCurrentUser(user.id)).emailVerified).toBe(true);
    expect((await appErrorOf(verifyEmail(token))).code).toBe("InvalidVerificationToken");
    expect((await appErrorOf(resendVerificationEmail(await readCurrentUser(user.id)))).code).toBe(
      "EmailAlreadyVerified",
    );
  });

  it("refuses an existing email or username with UserAlreadyExists naming the field", async () => {
    const { user } = await createTestUser();
    const byEmail = await appErrorOf(
      registerUser(
        { name: "X", email: user.email, username: `new-${uniqueSuffix()}`, password: "a fine long password" },
        { address: address() },
      ),
    );
    expect(byEmail.code).toBe("UserAlreadyExists");
    expect(byEmail.fields).toEqual({ email: ["emailTaken"] });
    const byUsername = await appErrorOf(
      registerUser(
        {
          name: "X",
          email: `new-${uniqueSuffix()}@example.test`,
          username: user.username,
          password: "a fine long password",
        },
        { address: address() },
      ),
    );
    expect(byUsername.fields).toEqual({ username: ["usernameTaken"] });
  });

  it("refuses a password made of the user's own name", async () => {
    const suffix = uniqueSuffix();
    const error = await appErrorOf(
      registerUser(
        {
          name: "Grace Hopper",
          email: `grace-${suffix}@example.test`,
          username: `grace-${suffix}`,
          password: "gracehopper",
        },
        { address: address() },
      ),
    );
    expect(error.fields).toEqual({ password: ["passwordTooCommon"] });
  });
});

describe("sign in with a password", () => {
  it("signs in by username or email and creates a session row", async () => {
    const { user, password } = await createTestUser();
    for (const identifier of [user.username, user.email]) {
      const result = await signInWithPassword({ identifier, password }, { address: address() });
      expect(result.status).toBe("authenticated");
      if (result.status === "authenticated")
        expect(await findSessionUser(result.session.token)).toMatchObject({ id: user.id });
    }
  });

  it("answers InvalidCredentials alike, in about the same time, for a wrong password and an unknown account", async () => {
    const { user } = await createTestUser();
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < 3; round += 1) {
      for (const [kind, identifier] of [
        ["known", user.username],
        ["unknown", `nobody-${uniqueSuffix()}`],
      ] as const) {
        const started = performance.now();
        const error = await appErrorOf(
          signInWithPassword({ identifier, password: "not the password" }, { address: address() }),
        );
        timings[kind].push(performance.now() - started);
        expect(error.code).toBe("InvalidCredentials");
        expect(error.toBody()).toEqual({ error: { code: "InvalidCredentials", message: "InvalidCredentials" } });
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both pay one Argon2id verification; an unknown account must not answer noticeably faster.
    expect(median(timings.unknown)).toBeGreaterThan(median(timings.known) / 3);
  });

  it("gives a social-only account OAuthUser", async () => {
    const { user } = await createTestUser({ password: null, provider: "github" });
    expect(
      (
        await appErrorOf(
          signInWithPassword({ identifier: user.email, password: "whatever it is" }, { address: address() }),
        )
      ).code,
    ).toBe("OAuthUser");
  });
});

describe("password reset", () => {
  it("mails a single-use token, sets the new password and ends every session", async () => {
    const { user, password } = await createTestUser();
    const first = await signInWithPassword({ identifier: user.username, password }, { address: address() });
    const second = await signInWithPassword({ identifier: user.email, password }, { address: address() });
    expect(first.status === "authenticated" && second.status === "authenticated").toBe(true);

    await requestPasswordReset(user.email);
    const token = await tokenFromMail(user.email, "/auth/reset-password");
    const prisma = await db();
    expect((await prisma.secrets.findUniqueOrThrow({ where: { userId: user.id } })).resetToken).toMatch(
      /^[0-9a-f]{64}$/,
    );

    await resetPassword({ token, password: "a brand new passphrase" });
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await appErrorOf(resetPassword({ token, password: "another new passphrase" }))).code).toBe(
      "InvalidResetToken",
    );
    expect(
      (await appErrorOf(signInWithPassword({ identifier: user.username, password }, { address: address() }))).code,
    ).toBe("InvalidCredentials");
    expect(
      (
        await signInWithPassword(
          { identifier: user.username, password: "a brand new passphrase" },
          { address: address() },
        )
      ).status,
    ).toBe("authenticated");
  });

  it("refuses an expired token and an unknown one", async () => {
    const { user } = await createTestUser();
    await requestPasswordReset(user.email);
    const token = await tokenFromMail(user.email, "/auth/reset-password");
    const prisma = await db();
    await prisma.secrets.update({
      where: { userId: user.id },
      data: { resetTokenExpires: new Date(Date.now() - 1000) },
    });
    expect((await appErrorOf(resetPassword({ token, password: "a brand new passphrase" }))).code).toBe(
      "InvalidResetToken",
    );
    expect((await appErrorOf(resetPassword({ token: "x".repeat(43), password: "a brand new passphrase" }))).code).toBe(
      "InvalidResetToken",
    );
  });

  it("sends nothing for an unknown address and no link to a social-only account", async () => {
    const unknown = `nobody-${uniqueSuffix()}@example.test`;
    await requestPasswordReset(unknown);
    expect(await listOutbox({ to: unknown })).toEqual([]);

    const { user } = await createTestUser({ password: null, provider: "github" });
    await requestPasswordReset(user.email);
    const [mail] = await listOutbox({ to: user.email });
    expect(mail?.text).toContain("GitHub");
    expect(mail?.links.some((link) => link.includes("reset-password"))).toBe(false);
  });
});

describe("settings", () => {
  it("changes the password only with the current one, keeping this session and ending the others", async () => {
    const { user, password } = await createTestUser();
    const here = await signInWithPassword({ identifier: user.username, password }, { address: address() });
    const elsewhere = await signInWithPassword({ identifier: user.username, password }, { address: address() });
    if (here.status !== "authenticated" || elsewhere.status !== "authenticated") throw new Error("sign-in failed");
    const me = await readCurrentUser(user.id);

    const wrong = await appErrorOf(
      changePassword(me, {
        currentPassword: "not it at all",
        newPassword: "a new long password",
        sessionToken: here.session.token,
      }),
    );
    expect(wrong.fields).toEqual({ currentPassword: ["passwordIncorrect"] });
    await changePassword(me, {
      currentPassword: password,
      newPassword: "a new long password",
      sessionToken: here.session.token,
    });
    expect(await findSessionUser(here.session.token)).not.toBeNull();
    expect(await findSessionUser(elsewhere.session.token)).toBeNull();
  });

  it("updates the profile fields and refuses a taken username", async () => {
    const { user } = await createTestUser();
    const { user: other } = await createTestUser();
    const updated = await updateProfile(await readCurrentUser(user.id), {
      name: "New Name",
      locale: "ar-SA",
      theme: "dark",
      picture: "/uploads/me.png",
    });
    expect(updated).toMatchObject({ name: "New Name", locale: "ar-SA", theme: "dark", picture: "/uploads/me.png" });
    expect((await appErrorOf(updateProfile(updated, { username: other.username }))).fields).toEqual({
      username: ["usernameTaken"],
    });
  });

  it("answers subscription info for the user's own id only", async () => {
    const { user } = await createTestUser({ subscriptionTier: "FREE" });
    await setTestTokenBalance({ userId: user.id }, { allowance: 250, purchased: 500 });
    const me = await readCurrentUser(user.id);
    expect(await getSubscriptionInfo(me, user.id)).toMatchObject({
      userType: "TOKEN_USER",
      editorUserType: "paid_tokens",
      tokenBalance: 750,
      resumeLimit: 10,
      hasBasicAccess: false,
    });
    const { user: other } = await createTestUser();
    expect((await appErrorOf(getSubscriptionInfo(me, other.id))).code).toBe("NotFound");
  });

  it("deletes the account with its resumes, sessions, secrets and pictures once the password confirms", async () => {
    const { user, password } = await createTestUser();
    const prisma = await db();
    await getStorage().put(`pictures/${user.id}/face.png`, Buffer.from("89504e47", "hex"), "image/png");
    await prisma.resume.create({ data: { title: "Mine", slug: `mine-${uniqueSuffix()}`, userId: user.id, data: {} } });
    await signInWithPassword({ identifier: user.username, password: password }, { address: address() });
    const me = await readCurrentUser(user.id);

    expect((await appErrorOf(deleteAccount(me, {}))).fields).toEqual({ password: ["passwordRequired"] });
    expect((await appErrorOf(deleteAccount(me, { password: "wrong password!" }))).code).toBe("InvalidCredentials");
    await deleteAccount(me, { password: password });
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect(await prisma.resume.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.secrets.count({ where: { userId: user.id } })).toBe(0);
    expect(await getStorage().list(`pictures/${user.id}/`)).toEqual([]);
  });
});
