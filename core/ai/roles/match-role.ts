import { roleLibrary } from "./role-library";
import type { RoleEntry, RoleLanguage } from "./types";

/*
 * Finds the library role a free-text job title means, in English or Arabic: "Senior Software
 * Engineer", "software developer", "مطور برمجيات", "محاسبة" ... Matching works on normalised text
 * (case, Arabic diacritics and letter variants, punctuation), preferring an exact name or synonym,
 * then the longest name or synonym the title contains, then shared words.
 */

export type RoleMatch = { role: RoleEntry; exact: boolean };

// Tashkeel and tatweel carry no meaning for matching.
const arabicMarks = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

export function normaliseRoleText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(arabicMarks, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/[^\p{L}\p{N}+#]+/gu, " ")
    .trim();
}

type Candidate = { role: RoleEntry; phrase: string };

const candidates: Candidate[] = roleLibrary.flatMap((role) =>
  [role.names.en, role.names.ar, ...role.names.ar.split("/"), ...role.synonyms].map((phrase) => ({
    role,
    phrase: normaliseRoleText(phrase),
  })),
);

// Words too common in titles to identify a role by themselves.
const weakWords = new Set([
  "senior",
  "junior",
  "lead",
  "head",
  "chief",
  "assistant",
  "specialist",
  "officer",
  "manager",
  "engineer",
  "developer",
  "مدير",
  "اخصائي",
  "مسؤول",
  "مساعد",
  "مهندس",
  "مطور",
  "كبير",
  "اول",
]);

function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

export function matchRole(title: string): RoleMatch | null {
  const text = normaliseRoleText(title);
  if (!text) return null;
  const exact = candidates.find((candidate) => candidate.phrase === text);
  if (exact) return { role: exact.role, exact: true };

  const contained = candidates
    .filter((candidate) => candidate.phrase && containsPhrase(text, candidate.phrase))
    .sort((a, b) => b.phrase.length - a.phrase.length)[0];
  if (contained) return { role: contained.role, exact: false };

  // Shared distinctive words ("pharmacy technician" → pharmacist via "pharmacy").
  const words = new Set(text.split(" ").filter((word) => word.length > 2 && !weakWords.has(word)));
  let best: { candidate: Candidate; score: number } | null = null;
  for (const candidate of candidates) {
    const score = candidate.phrase.split(" ").filter((word) => words.has(word)).length;
    if (score > 0 && (!best || score > best.score)) best = { candidate, score };
  }
  return best ? { role: best.candidate.role, exact: false } : null;
}

export function roleLanguageOf(language: string): RoleLanguage {
  return language.toLowerCase().startsWith("ar") ? "ar" : "en";
}

export { roleLibrary };
export type { RoleEntry, RoleLanguage };
