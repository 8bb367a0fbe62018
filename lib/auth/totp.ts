import "server-only";
import { generateSecret, generateURI, verify } from "otplib";

// TOTP (RFC 6238: SHA-1, 6 digits, 30 s) as every authenticator app expects. A code is accepted for
// the current step and one step either side (clock drift), and never for a step at or before the last
// one used, so a code cannot be replayed.

export const totpPeriodSeconds = 30;
export const totpIssuer = "Vitae";

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: totpIssuer, label: accountName, secret });
}

/** The time step the code belongs to, or null when it is wrong, too far away or already used. */
export async function matchTotp(
  secret: string,
  code: string,
  { lastUsedStep, now = Date.now() }: { lastUsedStep?: number | null; now?: number } = {},
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: totpPeriodSeconds,
      ...(lastUsedStep === null || lastUsedStep === undefined ? {} : { afterTimeStep: lastUsedStep }),
    });
    return result.valid && "timeStep" in result ? result.timeStep : null;
  } catch {
    return null;
  }
}
