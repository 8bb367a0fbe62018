import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { envSchema, requiredInProduction, type Env } from "./schema";

export class ConfigError extends Error {}

type DevSecrets = { AUTH_SECRET: string };

/** Locally the app makes its own secrets once and keeps them beside the embedded database. */
function readOrCreateDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, "dev-secrets.json");
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DevSecrets;
  } catch {
    const secrets: DevSecrets = { AUTH_SECRET: randomBytes(32).toString("base64url") };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}

export function loadConfig(source: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env: Env = parsed.data;
  // The embedded default (no DATABASE_URL) is a local install even when served by `next start`;
  // a deployment is production with a real database, and must bring its own secrets.
  const isProduction = env.NODE_ENV === "production" && Boolean(env.DATABASE_URL);

  if (isProduction) {
    const missing = requiredInProduction.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(`Missing required configuration in production: ${missing.join(", ")}`);
    }
  }
  const authSecret = env.AUTH_SECRET ?? readOrCreateDevSecrets(path.dirname(path.resolve(env.PGLITE_DIR))).AUTH_SECRET;

  return {
    ...env,
    AUTH_SECRET: authSecret,
    isProduction,
    isEmbeddedDatabase: !env.DATABASE_URL,
    freeTemplates: z.string().array().parse(env.FREE_TEMPLATES.split(",").map((name) => name.trim()).filter(Boolean)),
    geoCountryHeaders: env.GEO_COUNTRY_HEADERS.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean),
  };
}

export type Config = ReturnType<typeof loadConfig>;
