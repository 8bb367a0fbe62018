import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordLengthSchema } from "./field-schemas";

// The password rule of DECISIONS.md: 8 to 256 characters, no composition rules, and passwords that
// are common or trivially guessable refused. "Guessable" is zxcvbn's score below 2 (fewer than about
// a million guesses): it covers the common-password lists, their l33t and case variants, keyboard
// walks, repeats and dates, which a list lookup alone would miss.

export const minimumPasswordScore = 2;

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn's strength score 0-4 for the UI hint and the rule; userInputs (name, email...) count as guessable. */
export function passwordScore(password: string, userInputs: string[] = []): 0 | 1 | 2 | 3 | 4 {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // zxcvbn's cost grows with length; beyond 100 characters the score is 4 anyway.
  return estimator.check(password.slice(0, 100), expandUserInputs(userInputs)).score;
}

/** "Ada Lovelace", "ada.l@example.com" → also "adalovelace", "ada", "lovelace", "ada.l", "adal" ... */
function expandUserInputs(inputs: string[]): string[] {
  const expanded = new Set<string>();
  for (const input of inputs) {
    const lower = input.trim().toLowerCase();
    if (!lower) continue;
    const parts = lower.split(/[\s@._+-]+/).filter((part) => part.length >= 3);
    for (const value of [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ""), lower.split("@")[0] ?? "", ...parts]) {
      if (value.length >= 3) expanded.add(value);
    }
  }
  return [...expanded];
}

export function isPasswordTooGuessable(password: string, userInputs: string[] = []): boolean {
  return passwordScore(password, userInputs) < minimumPasswordScore;
}

/** The full rule, for the server: length, then guessability. */
export const newPasswordSchema = passwordLengthSchema.refine(
  (password) => !isPasswordTooGuessable(password),
  "passwordTooCommon",
);
