/**
 * The hero hand-off (spec §3 "Other": resume-transition-data): the form and the auto-start flag, kept in
 * localStorage under this key. Its own module, without zod, so that the landing's form does not load the
 * schema library only to write it (form.ts validates what /ai-generator reads back).
 */
export const transitionStorageKey = "resume-transition-data";

/**
 * What the landing's form keeps under that key: the role, the auto-start flag and when. Sent as source text in the
 * landing's inline script (client/marketing/landing-script.ts), so it stands alone.
 */
export function transitionEntry(jobRole: string, now: number): string {
  return JSON.stringify({ form: { jobRole }, autoStart: true, savedAt: now });
}
