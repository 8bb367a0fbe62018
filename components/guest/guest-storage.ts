"use client";

import type { ResumeData } from "@/core/resume/schema";

// The guest's copies in this browser (spec §7 local storage keys): the resume, the last known token
// balance, and the payload a new account's builder reads after the hand-over. Storage failures
// (private mode, quota) are ignored: the server holds the real copy.

export const guestResumeKey = "guest-resume";
export const guestTokenBalanceKey = "guest-token-balance";
export const transitionKey = "resume-transition-data";

export type LocalGuestResume = { id: string; title: string; data: ResumeData; savedAt: number };

export function writeLocal(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* the server copy stands */
  }
}

export function readLocal<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
