import "server-only";
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "@/lib/config";

// Random tokens for mailed links and sessions, their stored form, and keys derived from AUTH_SECRET.

/** 256 bits from the system's CSPRNG, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** The stored form of a high-entropy token: a plain SHA-256 is enough, nothing can be guessed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of two strings (length may leak, content may not). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A key for one purpose, derived from AUTH_SECRET so that one secret never serves two uses. */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", config.AUTH_SECRET, "vitae", purpose, 32));
}

export function hmac(purpose: string, value: string): string {
  return createHmac("sha256", derivedKey(purpose)).update(value).digest("base64url");
}
