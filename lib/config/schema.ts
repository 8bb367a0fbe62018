import { z } from "zod";
import { parseTokenPacks } from "./parse-token-packs";

// Every environment variable the app reads, with its embedded default. `.env.example` and the README
// list the same variables; tests/unit/config-docs.test.ts keeps the three in step.

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? fallback : ["true", "1", "yes"].includes(value)));

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_URL: z.url().default("http://localhost:3000"),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default("Vitae"),

  DATABASE_URL: optionalString,
  PGLITE_DIR: z.string().default("./data/pglite"),
  SEED_DEMO_DATA: bool(true),

  AUTH_SECRET: optionalString,

  STORAGE_DIR: z.string().default("./data/uploads"),
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("Vitae <no-reply@localhost>"),
  MAIL_OUTBOX_DIR: z.string().default("./data/outbox"),
  /** Shown on the privacy policy and terms of use as the address for questions about this installation. */
  CONTACT_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),

  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  AI_MODEL_FAST: z.string().default("gpt-4o-mini"),
  AI_MODEL_SMART: z.string().default("gpt-4o"),
  /** How long one model call may take before it is abandoned (AiTimeout) and its charge refunded. */
  AI_TIMEOUT_MS: int(30_000, 100),

  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  APPLE_CLIENT_ID: optionalString,
  APPLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default("OpenID"),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_BASIC: optionalString,
  STRIPE_PRICE_PROFESSIONAL: optionalString,
  PLAN_CURRENCY: z.string().default("USD"),
  PLAN_PRICE_BASIC: z.coerce.number().nonnegative().default(8.99),
  PLAN_PRICE_PROFESSIONAL: z.coerce.number().nonnegative().default(15.49),
  PLAN_PERIOD: z.enum(["month", "year"]).default("year"),
  /** Token packs sold once: "tokens:price[:stripePriceId]" comma-separated; without a price id Checkout prices the pack from PLAN_CURRENCY. */
  TOKEN_PACKS: z
    .string()
    .default("500:4.99,1500:11.99,5000:29.99")
    .superRefine((value, context) => {
      try {
        parseTokenPacks(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : "invalid token packs" });
      }
    }),
  /** Where the Stripe client sends its requests (tests point it at a loopback server); unset = api.stripe.com. */
  STRIPE_API_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Seconds a webhook's signed timestamp may be old (Stripe's own default is 300). */
  STRIPE_WEBHOOK_TOLERANCE: int(300, 1),

  FLAG_SIGNUPS_DISABLED: bool(false),
  FLAG_EMAIL_AUTH_DISABLED: bool(false),
  FLAG_PREMIUM_FEATURES_ENABLED: bool(true),

  RESUME_LIMIT_GUEST: int(1),
  RESUME_LIMIT_FREE: int(2),
  RESUME_LIMIT_TOKEN_USER: int(10),
  RESUME_LIMIT_BASIC: int(5),
  RESUME_LIMIT_PROFESSIONAL: int(10),
  RESUME_LIMIT_ENTERPRISE: int(999),
  GUEST_TOKEN_ALLOWANCE: int(200),
  /** Days a guest session (and its resume) lives without use before the clean-up removes it. */
  GUEST_SESSION_IDLE_DAYS: int(30, 1),
  /** Guest sessions one client address may start per hour. */
  GUEST_SESSIONS_PER_ADDRESS_PER_HOUR: int(20, 1),
  // --- Tokens (docs/TOKENS.md): monthly allowance per tier, and how long a PDF export's id is a retry ---
  TOKEN_ALLOWANCE_FREE: int(250),
  TOKEN_ALLOWANCE_BASIC: int(700),
  TOKEN_ALLOWANCE_PROFESSIONAL: int(2000),
  TOKEN_ALLOWANCE_ENTERPRISE: int(100_000),
  PDF_EXPORT_RETRY_WINDOW_SECONDS: int(600, 1),
  FREE_TEMPLATES: z.string().default("azurill,bronzor,chikorita,ditto,kakuna,leafish,onyx,rhyhorn"),

  CHROMIUM_EXECUTABLE_PATH: optionalString,
  REDIS_URL: optionalString,
  /**
   * How many proxies in front of the app are trusted to append the address they saw to X-Forwarded-For.
   * 0 (no proxy): the client is the socket's address and forwarded headers are ignored.
   */
  TRUSTED_PROXY_HOPS: int(0, 0),
  ACCOUNT_ACTIONS_PER_ADDRESS_PER_HOUR: int(30, 1),
  GEO_COUNTRY_HEADERS: z.string().default("x-vercel-ip-country,cf-ipcountry"),
});

export type Env = z.infer<typeof envSchema>;

/** Variables a deployment on PostgreSQL cannot start without; the embedded database makes its own in ./data. */
export const requiredInProduction = ["AUTH_SECRET"] as const;
