import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./load-config";
import { envSchema } from "./schema";

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "vitae-config-")), "pglite");

describe("loadConfig", () => {
  it("runs on embedded defaults with nothing set, making and keeping its own dev secret", () => {
    const PGLITE_DIR = dataDir();
    const first = loadConfig({ PGLITE_DIR });
    expect(first.isEmbeddedDatabase).toBe(true);
    expect(first.APP_URL).toBe("http://localhost:3000");
    expect(first.RESUME_LIMIT_ENTERPRISE).toBe(999);
    expect(first.freeTemplates).toContain("leafish");
    expect(first.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ PGLITE_DIR }).AUTH_SECRET).toBe(first.AUTH_SECRET);
    const stored = JSON.parse(readFileSync(path.join(path.dirname(PGLITE_DIR), "dev-secrets.json"), "utf8"));
    expect(stored.AUTH_SECRET).toBe(first.AUTH_SECRET);
  });

  it("refuses to start in production without a required secret, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/vitae" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/vitae" })).toThrow(/AUTH_SECRET/);
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/vitae", AUTH_SECRET: "s".repeat(40) })
        .isProduction,
    ).toBe(true);
  });

  it("is production for every production build, on the embedded database too, which may keep generated secrets", () => {
    const embedded = loadConfig({ NODE_ENV: "production", PGLITE_DIR: dataDir() });
    expect(embedded.isProduction).toBe(true);
    expect(embedded.requiresExternalSecrets).toBe(false);
    expect(embedded.AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(embedded.seedsDemoData).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/vitae", AUTH_SECRET: "s".repeat(40) })
        .seedsDemoData,
    ).toBe(false);
    expect(loadConfig({ PGLITE_DIR: dataDir() }).isProduction).toBe(false);
  });

  it("trusts no forwarded address unless told how many proxies are in front", () => {
    expect(loadConfig({ PGLITE_DIR: dataDir() }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadConfig({ PGLITE_DIR: dataDir(), TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
  });

  it("reports every invalid variable by name", () => {
    expect(() => loadConfig({ APP_URL: "not a url", RESUME_LIMIT_FREE: "-3", PGLITE_DIR: dataDir() })).toThrow(
      /APP_URL[\s\S]*RESUME_LIMIT_FREE/,
    );
  });

  it("reads booleans and numbers from text", () => {
    const config = loadConfig({
      FLAG_SIGNUPS_DISABLED: "true",
      FLAG_PREMIUM_FEATURES_ENABLED: "0",
      RESUME_LIMIT_BASIC: "7",
      PGLITE_DIR: dataDir(),
    });
    expect(config.FLAG_SIGNUPS_DISABLED).toBe(true);
    expect(config.FLAG_PREMIUM_FEATURES_ENABLED).toBe(false);
    expect(config.RESUME_LIMIT_BASIC).toBe(7);
  });
});

describe("configuration documentation", () => {
  const names = Object.keys(envSchema.shape);

  it.each(["README.md", ".env.example"])("%s lists every variable the app reads", (file) => {
    const text = readFileSync(path.join(process.cwd(), file), "utf8");
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });
});
