/**
 * The hero hand-off (spec §3 "Other": resume-transition-data): the form and the auto-start flag, kept in
 * localStorage under this key. Its own module, without zod, so that the landing's form does not load the
 * schema library only to write it (form.ts validates what /ai-generator reads back).
 */
export const transitionStorageKey = "resume-transition-data";
