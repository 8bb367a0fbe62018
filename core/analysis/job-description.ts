import { termsIn, type TermCategory } from "./dictionary";
import { findPhrase, normalizeText, roughStem, tokenize } from "./normalize";

/*
 * A job description (plain text, English or Arabic) as a list of requirements. Importance comes
 * from cues: a heading or line saying required / must / يجب / مطلوب makes what it names critical,
 * preferred / nice to have / a plus / يفضل makes it nice to have, and what the job title names is
 * critical; everything else is important. Duties are the lines under a responsibilities heading.
 */

export const importanceLevels = ["critical", "important", "niceToHave"] as const;
export type Importance = (typeof importanceLevels)[number];

export const requirementKinds = [
  "skill",
  "tool",
  "softSkill",
  "language",
  "certification",
  "education",
  "experienceYears",
  "duty",
] as const;
export type RequirementKind = (typeof requirementKinds)[number];

export type Requirement = {
  id: string;
  kind: RequirementKind;
  /** Dictionary term id for skills, tools, soft skills, languages, certifications and fields. */
  termId: string | null;
  /** What the job description calls it (its own words, for display). */
  label: string;
  importance: Importance;
  /** The line of the job description the requirement was read from. */
  source: string;
  /** Years asked for (experienceYears), education level rank and field term (education), duty words. */
  years?: number;
  educationLevel?: number;
  fieldTermIds?: string[];
  dutyWords?: string[];
};

const criticalCue = /\b(?:required|must|mandatory|essential|minimum)\b|يجب|مطلوب|الزامي|اساسي|الحد الادني/;
const requiredHeading = /\b(?:requirements|required|must have|must-have)\b|متطلبات|الشروط|مطلوب/;
const niceCue =
  /\b(?:preferred|preferably|nice to have|a plus|bonus|desirable|desired|ideally|an advantage|advantageous)\b|يفضل|مفضل|ميزه|مستحب|اضافيه|ميزه اضافيه/;
const dutyHeading =
  /\b(?:responsibilities|duties|what you(?:'|’)?ll do|what you will do|the role|key tasks|your day)\b|المهام|المسووليات|الواجبات|مهام الوظيفه|ماذا ستفعل/;
const requirementHeading =
  /\b(?:requirements|qualifications|what you(?:'|’)?ll need|what we(?:'|’)?re looking for|skills|about you|must have)\b|المتطلبات|المؤهلات|الشروط|المهارات/;
const niceHeading = /\b(?:nice to have|preferred|bonus|pluses|desirable)\b|يفضل|ميزه اضافيه|مهارات اضافيه/;

/** Education levels by rank, with the words that name them. */
export const educationLevels: { rank: number; key: string; forms: string[] }[] = [
  { rank: 1, key: "highSchool", forms: ["high school", "secondary school", "ثانويه", "الثانويه العامه"] },
  { rank: 2, key: "diploma", forms: ["diploma", "associate degree", "associate's degree", "دبلوم"] },
  {
    rank: 3,
    key: "bachelor",
    forms: [
      "bachelor",
      "bachelor's",
      "bachelors",
      "bsc",
      "b.sc",
      "bs",
      "ba",
      "b.a",
      "beng",
      "bba",
      "undergraduate degree",
      "university degree",
      "بكالوريوس",
      "بكالوريس",
      "شهاده جامعيه",
    ],
  },
  { rank: 4, key: "master", forms: ["master", "master's", "masters", "msc", "m.sc", "mba", "ma", "meng", "ماجستير"] },
  { rank: 5, key: "doctorate", forms: ["phd", "ph.d", "doctorate", "doctoral", "دكتوراه", "دكتوراة"] },
];
const preparedLevels = educationLevels.map((level) => ({ ...level, phrases: level.forms.map(tokenize) }));

/** The highest education level a text names (its rank), or 0. */
export function educationLevelIn(words: readonly string[]): number {
  let best = 0;
  for (const level of preparedLevels)
    if (level.rank > best && level.phrases.some((phrase) => findPhrase(words, phrase) >= 0)) best = level.rank;
  return best;
}

/** The lowest education level a requirement line names ("Bachelor's or Master's" asks for a bachelor's). */
function lowestLevelIn(words: readonly string[]): number {
  for (const level of preparedLevels)
    if (level.phrases.some((phrase) => findPhrase(words, phrase) >= 0)) return level.rank;
  return 0;
}

const wordNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const yearsEnglish =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*(?:years?|yrs?)\b/;
const yearsArabic = /(\d{1,2})\s*\+?\s*(?:(?:-|–|الي)\s*\d{1,2}\s*)?(?:سنوات|سنه|اعوام|عام|سنين)|(سنتين|عامين)/;

/** Years of experience a line asks for, or null. */
export function yearsIn(normalized: string): number | null {
  const english = yearsEnglish.exec(normalized);
  if (english?.[1]) return wordNumbers[english[1]] ?? Number(english[1]);
  const arabic = yearsArabic.exec(normalized);
  if (arabic?.[1]) return Number(arabic[1]);
  if (arabic?.[2]) return 2;
  return null;
}

const stopWords = new Set(
  tokenize(
    "and or the a an of to in for with on at by from as into our your their you we will be is are this that using use other all any new including such across within through per " +
      "و في من علي الي عن مع او ان ما هذا هذه التي الذي كل ذلك لدي ضمن عبر خلال حسب",
  ),
);

/** The significant words of a duty line, roughly stemmed (for loose matching against bullets). */
export function dutyWordsOf(words: readonly string[]): string[] {
  return [
    ...new Set(words.filter((word) => word.length >= 3 && !stopWords.has(word) && !/^\d+$/.test(word)).map(roughStem)),
  ];
}

const categoryKind: Record<Exclude<TermCategory, "field">, RequirementKind> = {
  skill: "skill",
  tool: "tool",
  softSkill: "softSkill",
  language: "language",
  certification: "certification",
};

const rank: Record<Importance, number> = { critical: 0, important: 1, niceToHave: 2 };

function originalSlice(line: string, words: readonly string[], phrase: readonly string[]): string {
  // The job description's own words for the term, found again in the original line for display.
  const start = findPhrase(words, phrase);
  const original = line.match(/[\p{L}\p{N}](?:[\p{L}\p{N}]|\.(?=[\p{L}\p{N}])|-(?=[\p{L}\p{N}]))*[+#]*/gu) ?? [];
  if (start >= 0 && original.length === words.length) return original.slice(start, start + phrase.length).join(" ");
  return phrase.join(" ");
}

/** The requirements of a job description, each once, in the order they first appear. */
export function parseJobDescription(text: string): Requirement[] {
  const lines = text
    .split(/\r?\n|(?<=[.;؛])\s+(?=\S)/)
    .map((line) => line.replace(/^[\s•*\-–·▪●◦]+/, "").trim())
    .filter((line) => line !== "");
  const found = new Map<string, Requirement>();
  const put = (requirement: Requirement) => {
    const existing = found.get(requirement.id);
    if (!existing) found.set(requirement.id, requirement);
    else if (rank[requirement.importance] < rank[existing.importance]) existing.importance = requirement.importance;
  };

  let context: "none" | "required" | "requirements" | "nice" | "duties" = "none";
  lines.forEach((line, lineIndex) => {
    const normalized = normalizeText(line);
    const words = tokenize(line);
    const headingText = normalized.replace(/[:：]\s*$/, "").trim();
    const looksLikeHeading = /[:：]$/.test(line) || (words.length <= 4 && !/[.!؟?]$/.test(line));
    const isHeading =
      words.length <= 6 &&
      looksLikeHeading &&
      [niceHeading, dutyHeading, requirementHeading, requiredHeading].some(
        (pattern) => pattern.exec(headingText)?.index === 0,
      );
    if (isHeading) {
      context = niceHeading.test(normalized)
        ? "nice"
        : dutyHeading.test(normalized)
          ? "duties"
          : requiredHeading.test(normalized)
            ? "required"
            : "requirements";
      if (words.length <= 4) return;
    }
    const importance: Importance =
      lineIndex === 0
        ? "critical"
        : niceCue.test(normalized)
          ? "niceToHave"
          : criticalCue.test(normalized)
            ? "critical"
            : context === "nice"
              ? "niceToHave"
              : context === "required"
                ? "critical"
                : "important";

    const termsOfLine = termsIn(words);
    for (const { term, phrase } of termsOfLine) {
      if (term.category === "field") continue;
      put({
        id: `term:${term.id}`,
        kind: categoryKind[term.category],
        termId: term.id,
        label: originalSlice(line, words, phrase),
        importance,
        source: line,
      });
    }

    const years = yearsIn(normalized);
    if (years !== null && years > 0 && years <= 40) {
      const existing = found.get("years");
      if (!existing || (existing.years ?? 0) < years)
        found.set("years", {
          id: "years",
          kind: "experienceYears",
          termId: null,
          label: line,
          importance: existing && rank[existing.importance] < rank[importance] ? existing.importance : importance,
          source: line,
          years,
        });
    }

    const level = lowestLevelIn(words);
    if (level > 0 && !found.has("education")) {
      const fieldTermIds = termsOfLine.filter(({ term }) => term.category === "field").map(({ term }) => term.id);
      put({
        id: "education",
        kind: "education",
        termId: null,
        label: line,
        importance,
        source: line,
        educationLevel: level,
        fieldTermIds,
      });
    }

    if (context === "duties" && !isHeading) {
      const dutyWords = dutyWordsOf(words);
      if (dutyWords.length >= 2)
        put({
          id: `duty:${found.size}`,
          kind: "duty",
          termId: null,
          label: line,
          importance: importance === "niceToHave" ? "niceToHave" : "important",
          source: line,
          dutyWords,
        });
    }
  });
  return [...found.values()];
}
