import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { derivedKey } from "./secret-tokens";

// Two-factor secrets must be readable to check a code, so they cannot be hashed; they are kept
// encrypted (AES-256-GCM under a key derived from AUTH_SECRET) so that a database dump alone does not
// give them away. Rotating AUTH_SECRET therefore means users enrol their authenticator again.

const purpose = "two-factor-secret";

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(purpose), iv);
  const encrypted = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    encrypted.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

/** The plain secret, or null when the value was not sealed with the current key. */
export function openSecret(sealed: string): string | null {
  const [version, iv, encrypted, tag] = sealed.split(".");
  if (version !== "v1" || !iv || !encrypted || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
