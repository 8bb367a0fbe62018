import { transitionDataSchema, transitionStorageKey, type TransitionData } from "@/core/ai/generator/form";

// The hero hand-off (spec §2 landing, §3 "Other"): the landing's form is kept in localStorage under
// resume-transition-data with an auto-start flag; /ai-generator reads it once and removes it.

/** A hand-off older than this is stale (a tab left open): the form is filled but nothing starts. */
const freshForMs = 10 * 60 * 1000;

export function takeTransition(): TransitionData | null {
  try {
    const raw = localStorage.getItem(transitionStorageKey);
    if (!raw) return null;
    localStorage.removeItem(transitionStorageKey);
    const parsed = transitionDataSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const fresh = Date.now() - parsed.data.savedAt < freshForMs;
    return { ...parsed.data, autoStart: parsed.data.autoStart && fresh };
  } catch {
    return null;
  }
}
