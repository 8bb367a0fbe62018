import type { TransitionData } from "@/core/ai/generator/form";
import { transitionStorageKey } from "@/core/ai/generator/transition-key";

/**
 * Keeps the landing's form for /ai-generator with the auto-start flag (transition-storage.ts reads it back).
 * Imports no zod: the landing sends it with its first JavaScript.
 */
export function saveTransition(form: TransitionData["form"]): void {
  try {
    localStorage.setItem(transitionStorageKey, JSON.stringify({ form, autoStart: true, savedAt: Date.now() }));
  } catch {
    // Storage refused (private mode): the generator page simply opens empty.
  }
}
