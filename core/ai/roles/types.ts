/*
 * The offline generator's role library (docs/AI-GENERATOR.md): for each common role, in English and
 * Arabic, the skills people in it usually list, responsibilities phrased as resume bullets and the
 * focus of a summary. Nothing here is a fact about the user: the generator shows the skills as
 * suggestions to review and keeps every employer, date, degree and number as a [placeholder].
 */

export type RoleLanguage = "en" | "ar";

export type Localized<T> = Record<RoleLanguage, T>;

export type RoleEntry = {
  id: string;
  /** The role's usual title. */
  names: Localized<string>;
  /** Other ways people write the role, in any case, English or Arabic (matched after normalisation). */
  synonyms: readonly string[];
  /** Skills commonly listed for the role: suggestions only, never presented as the user's. */
  skills: Localized<readonly string[]>;
  /** Responsibilities as bullet templates, starting with an action verb; no numbers, no names. */
  responsibilities: Localized<readonly string[]>;
  /** What the role is about, completing "… focused on {focus}". */
  focus: Localized<string>;
};
