import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { config } from "@/lib/config";
import { db } from "@/lib/db";
import { AppError } from "@/core/errors";

// Throttling of guessable secrets (passwords, two-factor codes) and of mail-sending actions, with
// growing delays: after `freeAttempts` failures in a window the key is blocked for `firstBlockSeconds`,
// and every further block within a day doubles, up to `maxBlockSeconds`. Counters live in PostgreSQL
// (rate-limiter-flexible's Prisma store, table RateLimiterFlexible) so that several app processes on
// one database throttle as one (DECISIONS.md "Many app instances").

export type ThrottleRule = {
  name: string;
  freeAttempts: number;
  windowSeconds: number;
  firstBlockSeconds: number;
  maxBlockSeconds: number;
};

const minute = 60;
const hour = 60 * minute;

export const throttleRules = {
  /** Wrong passwords per account (or per unknown identifier, which looks the same from outside). */
  signInAccount: {
    name: "signin-account",
    freeAttempts: 5,
    windowSeconds: 15 * minute,
    firstBlockSeconds: 30,
    maxBlockSeconds: hour,
  },
  /** Wrong passwords per client address, across accounts (credential stuffing). */
  signInAddress: {
    name: "signin-address",
    freeAttempts: 100,
    windowSeconds: 15 * minute,
    firstBlockSeconds: minute,
    maxBlockSeconds: hour,
  },
  /** Wrong two-factor or backup codes per account. */
  twoFactor: {
    name: "two-factor",
    freeAttempts: 5,
    windowSeconds: 15 * minute,
    firstBlockSeconds: 30,
    maxBlockSeconds: hour,
  },
  /** Mails a person can trigger for one address (verification resends, reset requests). */
  mailPerRecipient: {
    name: "mail-recipient",
    freeAttempts: 5,
    windowSeconds: hour,
    firstBlockSeconds: hour,
    maxBlockSeconds: 6 * hour,
  },
  /** Registrations and reset requests per client address. */
  accountActionsPerAddress: {
    name: "account-actions-address",
    freeAttempts: config.ACCOUNT_ACTIONS_PER_ADDRESS_PER_HOUR,
    windowSeconds: hour,
    firstBlockSeconds: 10 * minute,
    maxBlockSeconds: 6 * hour,
  },
  /** Picture uploads per account: generous for trying a few photos, not for using us as file hosting. */
  pictureUploads: {
    name: "picture-uploads",
    freeAttempts: 30,
    windowSeconds: hour,
    firstBlockSeconds: 15 * minute,
    maxBlockSeconds: 6 * hour,
  },
} satisfies Record<string, ThrottleRule>;

type Limiters = { attempts: RateLimiterPrisma; lockouts: RateLimiterPrisma };
const limiterCache = new WeakMap<object, Map<string, Limiters>>();

async function limitersFor(rule: ThrottleRule): Promise<Limiters> {
  const prisma = await db();
  let byRule = limiterCache.get(prisma);
  if (!byRule) {
    byRule = new Map();
    limiterCache.set(prisma, byRule);
  }
  let limiters = byRule.get(rule.name);
  if (!limiters) {
    const common = { storeClient: prisma, tableName: "rateLimiterFlexible" };
    limiters = {
      attempts: new RateLimiterPrisma({
        ...common,
        keyPrefix: rule.name,
        points: rule.freeAttempts,
        duration: rule.windowSeconds,
      }),
      lockouts: new RateLimiterPrisma({
        ...common,
        keyPrefix: `${rule.name}:lockouts`,
        points: 1_000_000,
        duration: 24 * hour,
        clearExpiredByTimeout: false,
      }),
    };
    byRule.set(rule.name, limiters);
  }
  return limiters;
}

function tooManyRequests(msBeforeNext: number): AppError {
  return new AppError("TooManyRequests", {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) },
  });
}

/**
 * Counts one attempt before the guarded action runs (a password or code checked, a mail sent), and
 * throws TooManyRequests (with retryAfterSeconds) past the free attempts. The count is one atomic
 * increment in the database, so parallel requests cannot all pass a check made before any of them
 * counted: with 5 free attempts, at most 5 of 40 simultaneous guesses are checked. The attempt that
 * goes one past the free ones blocks the key for a growing time; later ones meet that block.
 * A success gives the attempt back (clearFailures, giveBackAttempt).
 */
export async function consumeAttempt(rule: ThrottleRule, key: string): Promise<void> {
  const { attempts, lockouts } = await limitersFor(rule);
  try {
    await attempts.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    // Only the one attempt that crossed the limit starts a block: the increments are atomic, so exactly
    // one request sees this count, and a flood of parallel attempts counts as one lockout, not many.
    if (rejection.consumedPoints !== rule.freeAttempts + 1) throw tooManyRequests(rejection.msBeforeNext);
    const { consumedPoints: blocks } = await lockouts.penalty(key);
    const seconds = Math.min(rule.firstBlockSeconds * 2 ** (blocks - 1), rule.maxBlockSeconds);
    await attempts.block(key, seconds);
    throw tooManyRequests(seconds * 1000);
  }
}

/** A success resets the failure count (the lockout history stays, so the next block is longer). */
export async function clearFailures(rule: ThrottleRule, key: string): Promise<void> {
  const { attempts } = await limitersFor(rule);
  await attempts.delete(key);
}

/** Gives back one attempt that turned out not to be a failure, leaving the others counted. */
export async function giveBackAttempt(rule: ThrottleRule, key: string): Promise<void> {
  const { attempts } = await limitersFor(rule);
  await attempts.reward(key);
}
