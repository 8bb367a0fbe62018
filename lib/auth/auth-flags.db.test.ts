import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueSuffix } from "@/tests/factories/users";

// The feature flags are configuration, read once per module instance: each case sets the
// environment and loads the account code afresh.

async function loadWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return {
    ...(await import("./register-user")),
    ...(await import("./sign-in-with-password")),
    ...(await import("./auth-providers")),
    factories: await import("@/tests/factories/users"),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

const registration = () => {
  const suffix = uniqueSuffix();
  return {
    name: "Flag Tester",
    email: `flag-${suffix}@example.test`,
    username: `flag-${suffix}`,
    password: "a long flag password",
  };
};

describe("feature flags on the server", () => {
  it("refuses registration while sign-ups are disabled", async () => {
    const { registerUser } = await loadWith({ FLAG_SIGNUPS_DISABLED: "true" });
    await expect(registerUser(registration(), { address: "flags-1" })).rejects.toMatchObject({
      code: "SignupsDisabled",
      status: 403,
    });
  });

  it("refuses email registration and password sign-in while email auth is disabled, and stops listing email", async () => {
    const { registerUser, signInWithPassword, listAuthProviders, factories } = await loadWith({
      FLAG_EMAIL_AUTH_DISABLED: "true",
    });
    await expect(registerUser(registration(), { address: "flags-2" })).rejects.toMatchObject({
      code: "EmailAuthDisabled",
    });
    const { user, password } = await factories.createTestUser();
    await expect(
      signInWithPassword({ identifier: user.username, password }, { address: "flags-2" }),
    ).rejects.toMatchObject({ code: "EmailAuthDisabled" });
    expect(listAuthProviders().providers).not.toContain("email");
  });

  it("lists only the providers whose variables are set", async () => {
    const { listAuthProviders } = await loadWith({
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
      GOOGLE_CLIENT_ID: "id-only",
      OIDC_NAME: "Company SSO",
    });
    expect(listAuthProviders()).toEqual({ providers: ["github", "email"], openidName: "Company SSO" });
  });
});
