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
  // A production build (`next start`) is production whatever the database (DECISIONS.md "Production"):
  // development conveniences are off. Only the secrets differ: a single-machine install on the embedded
  // database may keep generated ones in ./data, a deployment on PostgreSQL must bring its own.
  const isProduction = env.NODE_ENV === "production";
  const isEmbeddedDatabase = !env.DATABASE_URL;
  const requiresExternalSecrets = isProduction && !isEmbeddedDatabase;

  if (requiresExternalSecrets) {
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
    isEmbeddedDatabase,
    requiresExternalSecrets,
    /** The demo accounts exist only on the embedded database, and sign in only from a loopback client. */
    seedsDemoData: isEmbeddedDatabase && env.SEED_DEMO_DATA,
    freeTemplates: z
      .string()
      .array()
      .parse(
        env.FREE_TEMPLATES.split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    geoCountryHeaders: env.GEO_COUNTRY_HEADERS.split(",")
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  };
}

export type Config = ReturnType<typeof loadConfig>;
