import "server-only";
import { opensWithActionVerb, tokenize } from "@/core/analysis";
import { resumeFields } from "@/core/analysis/resume-fields";
import type { WeakBulletReason } from "@/core/career/booster";
import type { ResumeData } from "@/core/resume/schema";
import { findNewFacts, type NewFact } from "@/lib/ai/offline/facts";
import { improveText } from "@/lib/ai/offline/rewrite";

// The booster's weak bullets and its rewrites without a model (DECISIONS.md "Offline AI"): the
// analyzer's own tests of a bullet (core/analysis: action verb, a number) and the reviewed word swaps
// of the writing engine (lib/ai/offline/rules.ts), plus a bracketed placeholder where a result is
// missing. Nothing here writes a number, a name or a skill the bullet does not have.

export type WeakBullet = {
  itemId: string;
  section: "experience" | "projects";
  text: string;
  reasons: WeakBulletReason[];
};

/** More words than this make a bullet hard to scan. */
const longBullet = 30;

const passiveOpeners = [
  /^(?:i\s+)?(?:was\s+|were\s+)?(?:responsible\s+for|in\s+charge\s+of|tasked\s+with|involved\s+in)\b/i,
  /^duties\s+included\b/i,
  /\b(?:was|were)\s+\w+ed\s+by\b/i,
  /(?:^|\s)(?:كنت\s+)?(?:مسؤولا?|مسؤولة|مسئولا?|مسئولة)\s+عن/u,
  /^تم\s/u,
];

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** Why a bullet is weak (empty when it is not), by the analyzer's tests and the writing rules. */
export function weakReasons(text: string, language: string): WeakBulletReason[] {
  const plain = collapse(text);
  const words = tokenize(plain);
  const reasons: WeakBulletReason[] = [];
  const passive = passiveOpeners.some((pattern) => pattern.test(plain));
  if (!opensWithActionVerb(words)) reasons.push("noActionVerb");
  if (passive) reasons.push("passive");
  if (improveText(plain, language) !== plain) reasons.push("filler");
  if (words.length > longBullet) reasons.push("tooLong");
  if (!/\p{Nd}/u.test(plain)) reasons.push("noResult");
  return reasons;
}

/**
 * The weak bullets of the resume's visible jobs and projects (each list item or paragraph of their
 * descriptions), the weakest first, in the resume's order among equals; a repeated bullet once.
 */
export function findWeakBullets(resume: ResumeData): WeakBullet[] {
  const language = resume.metadata.locale;
  const seen = new Set<string>();
  const weak: WeakBullet[] = [];
  for (const field of resumeFields(resume)) {
    if (!field.isBullet || !field.itemId || (field.section !== "experience" && field.section !== "projects")) continue;
    const key = `${field.itemId}\n${field.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const reasons = weakReasons(field.text, language);
    if (reasons.length) weak.push({ itemId: field.itemId, section: field.section, text: field.text, reasons });
  }
  return weak.sort((a, b) => b.reasons.length - a.reasons.length);
}

/** Adds the missing-result placeholder before the bullet's closing mark ("…, improving [result] by [number]%."). */
function withResultPlaceholder(text: string, placeholder: string): string {
  const [, body = text, mark = ""] = /^([\s\S]*?)([.!;؛。]*)$/u.exec(text) ?? [];
  return `${body}${placeholder}${mark}`;
}

/**
 * The offline rewrite of a weak bullet, or null when the rules cannot improve it: the writing
 * rules' swaps ("Responsible for managing" → "Managed", filler dropped), then, where the bullet
 * states an action but no number, the result placeholder of the resume's language.
 */
export function boostOffline(bullet: WeakBullet, language: string, placeholder: string): string | null {
  const before = collapse(bullet.text);
  const improved = improveText(before, language).trim();
  const changed = improved !== before;
  const needsResult = !/\p{Nd}/u.test(improved) && (changed || opensWithActionVerb(tokenize(improved)));
  const after = needsResult ? withResultPlaceholder(improved, placeholder) : improved;
  return after !== before ? after : null;
}

/**
 * What a rewrite names that its bullet does not (the new-facts check), not counting bracketed
 * placeholders without a digit and the placeholder sentence itself, which the user fills in.
 */
export function newFactsOf(bullet: string, after: string, placeholder: string): NewFact[] {
  return findNewFacts(`${bullet}\n${placeholder}`, after.replace(/\[[^\]\d]*\]/g, " "));
}
