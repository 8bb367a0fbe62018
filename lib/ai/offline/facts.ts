import "server-only";

// The honesty check of every writing result, offline or from a model: what the result names that
// the user's text did not — numbers (years, amounts, percentages), names (capitalised words that are
// not a sentence's first word) and known skills. The UI shows these next to the diff so the user
// decides; nothing is removed silently. Pure (no I/O).

export type NewFact = { kind: "number" | "name" | "skill"; value: string };

const knownSkills = [
  "python",
  "java",
  "javascript",
  "typescript",
  "c++",
  "c#",
  "go",
  "golang",
  "rust",
  "ruby",
  "php",
  "swift",
  "kotlin",
  "sql",
  "nosql",
  "postgresql",
  "mysql",
  "mongodb",
  "redis",
  "oracle",
  "excel",
  "powerpoint",
  "word",
  "sap",
  "salesforce",
  "tableau",
  "power bi",
  "figma",
  "photoshop",
  "illustrator",
  "autocad",
  "react",
  "angular",
  "vue",
  "node.js",
  "django",
  "flask",
  "spring",
  "docker",
  "kubernetes",
  "aws",
  "azure",
  "gcp",
  "terraform",
  "linux",
  "git",
  "jira",
  "scrum",
  "agile",
  "kanban",
  "six sigma",
  "lean",
  "pmp",
  "machine learning",
  "deep learning",
  "data analysis",
  "seo",
  "sem",
  "crm",
  "erp",
  "accounting",
  "ifrs",
  "gaap",
  "quickbooks",
  "hubspot",
  "google analytics",
  "arabic",
  "english",
  "french",
  "german",
  "spanish",
  "mandarin",
  "hindi",
  "urdu",
  "بايثون",
  "جافا",
  "إكسل",
  "المحاسبة",
  "التسويق الرقمي",
  "إدارة المشاريع",
  "تحليل البيانات",
  "الإنجليزية",
];

const digits = (value: string) =>
  value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));

function numbersOf(text: string): Set<string> {
  return new Set((digits(text).match(/\d+(?:[.,]\d+)*/g) ?? []).map((value) => value.replace(/,/g, "")));
}

/** Capitalised words that do not open a sentence (a sentence's first word is capitalised anyway). */
function namesOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\p{Lu}[\p{L}\p{Nd}&+.'-]*/gu)) {
    const before = text.slice(0, match.index).trimEnd();
    if (before === "" || /[.!?:;\n•\-–—"“(]$/.test(before)) continue;
    names.push(match[0].replace(/[.'-]+$/, ""));
  }
  return names;
}

function hasSkill(text: string, skill: string): boolean {
  const escaped = skill.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{Nd}])${escaped}(?![\\p{L}\\p{Nd}+#])`, "iu").test(text);
}

/** What `rewritten` names that `before` does not (placeholders in square brackets aside). */
export function findNewFacts(before: string, rewritten: string): NewFact[] {
  // Bracketed placeholders ("[Company]") are blanks for the user, not facts.
  const after = rewritten.replace(/\[[^\]\n]{1,40}\]/g, " ");
  const facts: NewFact[] = [];
  const seen = new Set<string>();
  const add = (fact: NewFact) => {
    const key = `${fact.kind}:${fact.value.toLowerCase()}`;
    if (seen.has(key)) return;
    facts.push(fact);
    seen.add(key);
  };
  const oldNumbers = numbersOf(before);
  for (const number of numbersOf(after)) if (!oldNumbers.has(number)) add({ kind: "number", value: number });
  const oldWords = new Set(
    (before.match(/[\p{L}\p{Nd}&+.'-]+/gu) ?? []).map((word) => word.toLowerCase().replace(/[.'-]+$/, "")),
  );
  for (const name of namesOf(after)) {
    const lower = name.toLowerCase();
    if (oldWords.has(lower) || /^i(?:['’]\p{L}+)?$/u.test(lower) || knownSkills.includes(lower)) continue;
    add({ kind: "name", value: name });
  }
  for (const skill of knownSkills)
    if (hasSkill(after, skill) && !hasSkill(before, skill)) add({ kind: "skill", value: skill });
  return facts;
}
