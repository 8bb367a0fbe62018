import { resumeFields, type ResumeField } from "@/core/analysis/resume-fields";
import { coveredMonths as coveredMonthsUntil, parsePeriod, presentPattern } from "@/core/analysis/experience-years";
import { findPhrase, normalizeText, tokenize } from "@/core/analysis/normalize";
import { termsIn } from "@/core/analysis/dictionary";
import { matchRole, normaliseRoleText, roleLanguageOf, roleLibrary, type RoleEntry } from "@/core/ai/roles";
import type { ResumeData } from "@/core/resume/schema";
import {
  seniorityLevels,
  type NextStep,
  type SeniorityLevel,
  type TrajectoryAnalysis,
  type TrajectoryNote,
  type TrajectoryRole,
} from "./trajectory";

/*
 * The trajectory rules (pure, no I/O): each job's period and time in it read from the dates the user
 * wrote (core/analysis/experience-years), its seniority from the words of its title in English or
 * Arabic, the gaps between jobs, the average tenure, and next steps from the generator's role library
 * with, for each, the library's skills split into the ones the resume states (with the text that
 * states it) and the ones it does not. Nothing is guessed: an undated job counts in no figure.
 */

// Words of a title that name a level, normalised as normaliseRoleText does (ة→ه, أ→ا, ى→ي). The
// longest phrase found wins ("رئيس فريق" is a team lead, "رئيس" alone a head), then the higher level.
const levelWords: Record<Exclude<SeniorityLevel, "mid">, readonly string[]> = {
  intern: ["intern", "internship", "trainee", "apprentice", "متدرب", "متدربه", "تحت التدريب"],
  junior: ["junior", "jr", "entry level", "graduate", "associate", "مبتدئ", "مبتدئه", "حديث التخرج", "حديثه التخرج"],
  senior: ["senior", "sr", "اول", "اولي", "كبير", "كبيره", "خبير", "خبيره"],
  lead: [
    "lead",
    "leader",
    "team lead",
    "tech lead",
    "principal",
    "staff",
    "supervisor",
    "قائد",
    "قائده",
    "قائد فريق",
    "رئيس فريق",
    "رئيسه فريق",
    "مشرف",
    "مشرفه",
  ],
  manager: ["manager", "مدير", "مديره"],
  director: ["director", "head", "head of", "رئيس", "رئيسه", "رئيس قسم", "رئيسه قسم", "مدير اداره", "مديره اداره"],
  executive: [
    "chief",
    "ceo",
    "cto",
    "cfo",
    "coo",
    "cio",
    "president",
    "vice president",
    "vp",
    "الرئيس التنفيذي",
    "رئيس تنفيذي",
    "الرئيسه التنفيذيه",
    "نائب الرئيس",
    "مدير عام",
    "المدير العام",
    "مديره عامه",
  ],
};

const levelPhrases = (Object.entries(levelWords) as [SeniorityLevel, readonly string[]][]).flatMap(([level, list]) =>
  list.map((phrase) => ({ level, phrase: normaliseRoleText(phrase) })),
);

/** The seniority a job title states, "mid" when it names none. */
export function seniorityOf(title: string): SeniorityLevel {
  const text = ` ${normaliseRoleText(title)} `;
  let best: { level: SeniorityLevel; length: number } | null = null;
  for (const { level, phrase } of levelPhrases) {
    if (!text.includes(` ${phrase} `)) continue;
    const length = phrase.split(" ").length;
    const higher = best && seniorityLevels.indexOf(level) > seniorityLevels.indexOf(best.level);
    if (!best || length > best.length || (length === best.length && higher)) best = { level, length };
  }
  return best?.level ?? "mid";
}

// Month names (English and Arabic, normalised) and numeric months: a date without one gives years only.
const monthPattern = new RegExp(
  [
    "\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b",
    "\\b(?:19|20)\\d{2}[-/.]\\d{1,2}\\b",
    "\\b\\d{1,2}[-/.](?:19|20)\\d{2}\\b",
    "يناير|فبراير|مارس|ابريل|مايو|يونيو|يوليو|اغسطس|سبتمبر|اكتوبر|نوفمبر|ديسمبر",
    "كانون|شباط|اذار|نيسان|ايار|حزيران|تموز|ايلول|تشرين",
  ].join("|"),
);

const toYearMonth = (months: number) =>
  `${String(Math.floor(months / 12)).padStart(4, "0")}-${String((months % 12) + 1).padStart(2, "0")}`;

type DatedPeriod = { start: number; end: number; current: boolean; approximate: boolean };

/** A job's first and last month (months since year 0), both counted; null when the date cannot be read. */
export function readPeriod(date: string, now: Date): DatedPeriod | null {
  const period = parsePeriod(date, now);
  if (!period) return null;
  const text = normalizeText(date);
  const current = presentPattern.test(text);
  if (monthPattern.test(text)) return { ...period, current, approximate: false };
  // Years only: "2017 - 2019" is January 2017 to December 2019; a present end stays this month.
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const end = current ? nowMonth : Math.min(period.end + 11, Math.max(nowMonth, period.end));
  return { start: period.start, end, current, approximate: true };
}

/** Months covered by inclusive periods, overlaps once (the analyzer's count, whose ends are exclusive). */
const coveredMonths = (periods: readonly DatedPeriod[]) =>
  coveredMonthsUntil(periods.map((period) => ({ start: period.start, end: period.end + 1 })));

/** A gap of this many months or more between jobs is reported. */
export const minimumGapMonths = 3;

// Plausible moves sideways from a library role: two neighbours each (reviewed, not generated).
const relatedRoles: Record<string, readonly [string, string]> = {
  "software-engineer": ["devops-engineer", "product-manager"],
  "frontend-developer": ["software-engineer", "ux-designer"],
  "backend-developer": ["software-engineer", "devops-engineer"],
  "mobile-developer": ["software-engineer", "frontend-developer"],
  "devops-engineer": ["backend-developer", "project-manager"],
  "data-analyst": ["data-scientist", "business-analyst"],
  "data-scientist": ["software-engineer", "product-manager"],
  accountant: ["financial-analyst", "operations-manager"],
  "financial-analyst": ["data-analyst", "business-analyst"],
  nurse: ["teacher", "operations-manager"],
  doctor: ["teacher", "operations-manager"],
  pharmacist: ["sales-representative", "operations-manager"],
  teacher: ["content-writer", "hr-specialist"],
  "sales-representative": ["marketing-specialist", "operations-manager"],
  "marketing-specialist": ["content-writer", "product-manager"],
  "hr-specialist": ["operations-manager", "project-manager"],
  "project-manager": ["operations-manager", "product-manager"],
  "product-manager": ["project-manager", "business-analyst"],
  "business-analyst": ["product-manager", "data-analyst"],
  "civil-engineer": ["project-manager", "operations-manager"],
  "mechanical-engineer": ["project-manager", "electrical-engineer"],
  "electrical-engineer": ["project-manager", "mechanical-engineer"],
  "graphic-designer": ["ux-designer", "marketing-specialist"],
  "ux-designer": ["product-manager", "frontend-developer"],
  "customer-service": ["sales-representative", "operations-manager"],
  "administrative-assistant": ["hr-specialist", "operations-manager"],
  "it-support": ["devops-engineer", "project-manager"],
  "content-writer": ["marketing-specialist", "teacher"],
  "operations-manager": ["project-manager", "procurement-specialist"],
  "procurement-specialist": ["logistics-coordinator", "operations-manager"],
  "logistics-coordinator": ["procurement-specialist", "operations-manager"],
};

/** The library's role ids that have neighbours (for tests: every role has two). */
export const rolesWithNeighbours = (): string[] => Object.keys(relatedRoles);

type Proof = NextStep["skillsShown"][number];

// Where a skill is best proven: the skills list, then the jobs, then the rest.
const proofOrder = ["skills", "experience", "projects", "certifications", "summary", "basics", "education"];

/**
 * Where the resume states a skill: its words, or (for a skill the analyzer's dictionary knows, such
 * as JavaScript) one of the dictionary's forms of it (JS). Every dictionary term a skill names must be
 * found ("Agile / Scrum" needs both). Null when the resume does not state it.
 */
export function proofOf(skill: string, fields: readonly ResumeField[]): Proof | null {
  const words = tokenize(skill);
  // "Design systems" is stated by "a design system": an English plural's last word also singular.
  const last = words.at(-1) ?? "";
  const singular =
    /^[a-z]{4,}s$/.test(last) && !last.endsWith("ss") ? [...words.slice(0, -1), last.slice(0, -1)] : null;
  const terms = termsIn(words).map((found) => found.term);
  const ordered = [...fields].sort(
    (a, b) => rank(a.section) - rank(b.section) || fields.indexOf(a) - fields.indexOf(b),
  );
  // A skill of one term is found where its words or one of the term's forms first occur, in the
  // order of proofOrder (the skills list before a passing mention).
  const single = terms.length === 1 ? terms[0] : undefined;
  const found = ordered.find(
    (field) =>
      findPhrase(field.words, words) >= 0 ||
      (singular !== null && findPhrase(field.words, singular) >= 0) ||
      (single?.phrases.some((phrase) => findPhrase(field.words, phrase) >= 0) ?? false),
  );
  if (found) return proof(skill, found);
  if (terms.length < 2) return null;
  let first: ResumeField | null = null;
  for (const term of terms) {
    const field = ordered.find((candidate) => term.phrases.some((phrase) => findPhrase(candidate.words, phrase) >= 0));
    if (!field) return null;
    first ??= field;
  }
  return first ? proof(skill, first) : null;
}

function rank(section: string): number {
  const index = proofOrder.indexOf(section);
  return index < 0 ? proofOrder.length : index;
}

const proof = (skill: string, field: ResumeField): Proof => ({
  skill,
  quote: field.text.length > 200 ? `${field.text.slice(0, 199)}…` : field.text,
  section: field.section,
  itemId: field.itemId,
});

function stepFor(
  id: string,
  kind: NextStep["kind"],
  role: RoleEntry | null,
  name: string,
  level: SeniorityLevel,
  language: "en" | "ar",
  fields: readonly ResumeField[],
): NextStep {
  const skillsShown: Proof[] = [];
  const skillsMissing: string[] = [];
  for (const skill of role?.skills[language] ?? []) {
    const found = proofOf(skill, fields);
    if (found) skillsShown.push(found);
    else skillsMissing.push(skill);
  }
  return {
    id,
    kind,
    roleId: role?.id ?? null,
    role: role ? role.names[language] : name,
    level,
    skillsShown,
    skillsMissing,
    reasoning: null,
  };
}

const nextLevel = (level: SeniorityLevel): SeniorityLevel | null =>
  seniorityLevels[seniorityLevels.indexOf(level) + 1] ?? null;

/** The trajectory of a resume, from its visible jobs: every figure from the rules, no reasoning text. */
export function analyseTrajectory(
  data: ResumeData,
  { targetRole, now }: { targetRole?: string; now: Date },
): TrajectoryAnalysis {
  const language = data.metadata.locale;
  const roleLanguage = roleLanguageOf(language);
  const section = data.sections.experience;
  const jobs = section.visible ? section.items.filter((item) => item.visible) : [];

  const read = jobs.map((item, index) => {
    const period = readPeriod(item.date, now);
    const role: TrajectoryRole = {
      itemId: item.id,
      position: item.position.trim(),
      company: item.company.trim(),
      date: item.date.trim(),
      start: period ? toYearMonth(period.start) : null,
      end: period ? toYearMonth(period.end) : null,
      current: period?.current ?? false,
      months: period ? period.end - period.start + 1 : null,
      approximate: period?.approximate ?? false,
      level: seniorityOf(item.position),
      roleId: matchRole(item.position)?.role.id ?? null,
    };
    return { role, period, index };
  });
  const dated = read
    .filter((entry): entry is typeof entry & { period: DatedPeriod } => entry.period !== null)
    .sort((a, b) => a.period.start - b.period.start || a.period.end - b.period.end || b.index - a.index);
  const undated = read.filter((entry) => entry.period === null);

  const progression = dated.slice(1).map((entry, index) => {
    const before = dated[index]!.role;
    const step = seniorityLevels.indexOf(entry.role.level) - seniorityLevels.indexOf(before.level);
    return {
      fromItemId: before.itemId,
      toItemId: entry.role.itemId,
      from: before.level,
      to: entry.role.level,
      direction: step > 0 ? ("up" as const) : step < 0 ? ("down" as const) : ("same" as const),
    };
  });

  const gaps: TrajectoryAnalysis["gaps"] = [];
  let reach: (typeof dated)[number] | null = null;
  for (const entry of dated) {
    if (reach) {
      const months = entry.period.start - reach.period.end - 1;
      if (months >= minimumGapMonths)
        gaps.push({
          afterItemId: reach.role.itemId,
          beforeItemId: entry.role.itemId,
          from: toYearMonth(reach.period.end + 1),
          to: toYearMonth(entry.period.start - 1),
          months,
        });
    }
    if (!reach || entry.period.end > reach.period.end) reach = entry;
  }

  const durations = dated.map((entry) => entry.period.end - entry.period.start + 1);
  const averageTenureMonths = durations.length
    ? Math.round(durations.reduce((sum, months) => sum + months, 0) / durations.length)
    : null;

  // The current role: the one that ends last (a present job), else the first one listed.
  const latest =
    [...dated].sort((a, b) => b.period.end - a.period.end || b.period.start - a.period.start)[0]?.role ??
    read[0]?.role ??
    null;
  // Its library role: from its title, else the headline, else the newest job whose title the library knows.
  const currentRole =
    (latest && matchRole(latest.position)?.role) ||
    matchRole(data.basics.headline)?.role ||
    [...dated]
      .reverse()
      .map((entry) => matchRole(entry.role.position)?.role)
      .find(Boolean) ||
    undefined;
  const currentLevel = latest?.level ?? seniorityOf(data.basics.headline);
  const fields = resumeFields(data);

  const nextSteps: NextStep[] = [];
  const notes: TrajectoryNote[] = [];
  if (jobs.length === 0) notes.push("noExperience");
  if (undated.length > 0) notes.push("undatedRoles");
  const up = nextLevel(currentLevel);
  const currentName = latest?.position || data.basics.headline.trim();
  if (up && (currentRole || currentName))
    nextSteps.push(stepFor("promotion", "promotion", currentRole ?? null, currentName, up, roleLanguage, fields));
  if (!currentRole && currentName) notes.push("roleNotInLibrary");

  const wanted = targetRole?.trim();
  const target = wanted ? matchRole(wanted)?.role : undefined;
  if (wanted) {
    // Named as the user typed it; the library role, when one matches, gives its skills.
    const step = stepFor("target", "target", target ?? null, wanted, seniorityOf(wanted), roleLanguage, fields);
    nextSteps.push({ ...step, role: wanted });
    if (!target) notes.push("targetNotInLibrary");
  }
  for (const id of currentRole ? (relatedRoles[currentRole.id] ?? []) : []) {
    if (id === target?.id) continue;
    const role = roleLibrary.find((candidate) => candidate.id === id);
    if (!role) continue;
    // Sideways at the same level, but not above senior: a move into a new field starts there.
    const level = seniorityLevels.indexOf(currentLevel) > 3 ? "senior" : currentLevel;
    nextSteps.push(stepFor(`related-${id}`, "related", role, role.names[roleLanguage], level, roleLanguage, fields));
  }

  return {
    language,
    roles: [...dated, ...undated].map((entry) => entry.role),
    progression,
    gaps,
    totalMonths: coveredMonths(dated.map((entry) => entry.period)),
    averageTenureMonths,
    nextSteps,
    notes,
  };
}
