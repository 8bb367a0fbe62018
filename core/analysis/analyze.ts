import type { ResumeData } from "@/core/resume/schema";
import { dictionary, termsById, termsIn, type PreparedTerm } from "./dictionary";
import { coveredMonths, parsePeriod, type Period } from "./experience-years";
import {
  educationLevelIn,
  educationLevels,
  parseJobDescription,
  requirementKinds,
  type Importance,
  type Requirement,
} from "./job-description";
import { containsArabic, findPhrase, roughStem, tokenize } from "./normalize";
import { resumeFields, type Placement, type ResumeField } from "./resume-fields";
import type {
  AnalysisMessage,
  AnalysisRecommendation,
  AnalysisResult,
  AnalysisSuggestion,
  AtsCheck,
  MatchProof,
  RequirementMatch,
} from "./schema";

/*
 * The analyzer: one pure function, the same online and offline. Every number it returns is
 * computed here from the resume and the job description, so the same input gives the same output
 * (`now` is an input, for the years of experience). docs/ANALYSIS.md explains each score.
 */

export type AnalyzeInput = {
  resume: ResumeData;
  jobDescription: string;
  headline?: string;
  level?: string;
  now: Date;
};

const weight: Record<Importance, number> = { critical: 3, important: 2, niceToHave: 1 };
const credit = { matched: 1, partial: 0.5, gap: 0 } as const;

/** Past-tense action verbs (English and Arabic, normalised as tokenize gives them) a bullet should open with. */
const actionVerbs = new Set(
  tokenize(
    "achieved accelerated administered advised analysed analyzed architected assessed automated built championed closed coached collaborated completed conducted coordinated created cut decreased delivered deployed designed developed directed drove engineered established evaluated exceeded executed expanded facilitated generated grew guided handled headed hired implemented improved increased initiated introduced launched led maintained managed mentored migrated monitored negotiated optimised optimized organised organized oversaw performed planned prepared presented produced raised recruited redesigned reduced refactored resolved restructured reviewed saved scaled secured shipped simplified solved spearheaded streamlined strengthened supervised supported taught trained transformed upgraded won wrote " +
      "قدت ادرت طورت صممت نفذت انشات اشرفت حققت خفضت زدت رفعت حسنت اعددت نظمت دربت قمت اطلقت بنيت اسست راجعت قدمت تابعت نسقت اجريت " +
      "قياده اداره تطوير تصميم تنفيذ انشاء اشراف تحقيق خفض زياده رفع تحسين اعداد تنظيم تدريب اطلاق بناء تاسيس مراجعه تقديم متابعه تنسيق اجراء اعطاء اعداد اداره اشراف اشرف ادار طور صمم نفذ حقق خفض زاد حسن اعد نظم درب",
  ),
);

/** Whether a bullet's words (from tokenize) open with an action verb (the "action verbs" score's test). */
export function opensWithActionVerb(words: readonly string[]): boolean {
  return words[0] !== undefined && actionVerbs.has(words[0]);
}

const round = (value: number) => Math.round(Math.max(0, Math.min(100, value)));

function proofOf(field: ResumeField): MatchProof {
  const quote = field.text.length > 240 ? `${field.text.slice(0, 237)}…` : field.text;
  return { section: field.section, itemId: field.itemId, path: field.path, quote };
}

/** Proof that points at one field of an experience or education item, quoting the item's main parts. */
function itemProof(
  section: "experience" | "education",
  item: { id: string },
  path: string,
  parts: (string | undefined)[],
): MatchProof {
  return { section, itemId: item.id, path, quote: parts.filter(Boolean).join(" · ") };
}

const preferredSections: Partial<Record<Requirement["kind"], string[]>> = {
  skill: ["experience", "projects", "skills"],
  tool: ["skills", "experience", "projects"],
  certification: ["certifications", "education"],
  language: ["languages"],
  softSkill: ["experience", "summary", "skills"],
};

/** The first field (in the kind's preferred sections first) in which one of the term's forms occurs. */
function findTerm(term: PreparedTerm, fields: readonly ResumeField[], kind: Requirement["kind"]): ResumeField | null {
  const preferred = preferredSections[kind] ?? [];
  const has = (field: ResumeField) => term.phrases.some((phrase) => findPhrase(field.words, phrase) >= 0);
  for (const section of preferred) {
    const field = fields.find((candidate) => candidate.section === section && has(candidate));
    if (field) return field;
  }
  // A language is proved by the languages section or said in the summary, not by a word elsewhere.
  if (kind === "language") return fields.find((field) => field.section === "summary" && has(field)) ?? null;
  return fields.find(has) ?? null;
}

function experiencePeriods(
  resume: ResumeData,
  now: Date,
): { periods: Period[]; items: { index: number; period: Period }[] } {
  const items: { index: number; period: Period }[] = [];
  if (resume.sections.experience.visible) {
    resume.sections.experience.items.forEach((item, index) => {
      if (!item.visible) return;
      const period = parsePeriod(item.date, now);
      if (period) items.push({ index, period });
    });
  }
  return { periods: items.map((item) => item.period), items };
}

function levelKey(rank: number): string {
  return educationLevels.find((level) => level.rank === rank)?.key ?? "none";
}

function matchRequirements(
  requirements: Requirement[],
  fields: ResumeField[],
  resume: ResumeData,
  now: Date,
  years: number,
): RequirementMatch[] {
  const { items: dated } = experiencePeriods(resume, now);
  const bullets = fields.filter((field) => field.isBullet || field.section === "summary");
  const bulletStems = bullets.map((field) => new Set(field.words.map(roughStem)));
  return requirements.map((requirement): RequirementMatch => {
    const { years: requiredYears, educationLevel, fieldTermIds, dutyWords, ...rest } = requirement;
    const base = { requirement: rest };
    switch (requirement.kind) {
      case "experienceYears": {
        const required = requiredYears ?? 0;
        const earliest = [...dated].sort((a, b) => a.period.start - b.period.start)[0];
        const item = earliest ? resume.sections.experience.items[earliest.index] : undefined;
        const proof =
          item && earliest
            ? itemProof("experience", item, `sections.experience.items[${earliest.index}].date`, [
                item.position,
                item.company,
                item.date,
              ])
            : null;
        const status = years >= required ? "matched" : years > 0 ? "partial" : "gap";
        return { ...base, status, proof: status === "gap" ? null : proof, detail: { required, found: years } };
      }
      case "education": {
        let best: { rank: number; field: boolean; index: number } | null = null;
        if (resume.sections.education.visible) {
          resume.sections.education.items.forEach((item, index) => {
            if (!item.visible) return;
            const words = tokenize(`${item.studyType} ${item.area}`);
            const rank = educationLevelIn(words);
            const fieldTerms = (fieldTermIds ?? []).map((id) => termsById.get(id)).filter((term) => term !== undefined);
            const field =
              fieldTerms.length === 0 ||
              fieldTerms.some((term) => term.phrases.some((phrase) => findPhrase(words, phrase) >= 0));
            const better = !best || Number(field) > Number(best.field) || (field === best.field && rank > best.rank);
            if (better) best = { rank, field, index };
          });
        }
        const found = best as { rank: number; field: boolean; index: number } | null;
        const required = educationLevel ?? 0;
        const item = found ? resume.sections.education.items[found.index] : undefined;
        const status =
          found && found.rank >= required && found.field
            ? "matched"
            : found && (found.rank > 0 || found.field)
              ? "partial"
              : "gap";
        const proof =
          item && found && status !== "gap"
            ? itemProof("education", item, `sections.education.items[${found.index}].studyType`, [
                item.studyType,
                item.area,
                item.institution,
              ])
            : null;
        return { ...base, status, proof, detail: { required: levelKey(required), found: levelKey(found?.rank ?? 0) } };
      }
      case "duty": {
        const wanted = dutyWords ?? [];
        let bestIndex = -1;
        let bestShared = 0;
        bulletStems.forEach((stems, index) => {
          const shared = wanted.filter((word) => stems.has(word)).length;
          if (shared > bestShared) {
            bestShared = shared;
            bestIndex = index;
          }
        });
        const share = wanted.length > 0 ? bestShared / wanted.length : 0;
        const status =
          bestShared >= 2 && share >= 0.5 ? "matched" : bestShared >= 2 && share >= 0.3 ? "partial" : "gap";
        const field = bullets[bestIndex];
        return { ...base, status, proof: status !== "gap" && field ? proofOf(field) : null };
      }
      default: {
        const term = requirement.termId ? termsById.get(requirement.termId) : undefined;
        const field = term ? findTerm(term, fields, requirement.kind) : null;
        return { ...base, status: field ? "matched" : "gap", proof: field ? proofOf(field) : null };
      }
    }
  });
}

function matchCredit(match: RequirementMatch): number {
  if (match.requirement.kind === "experienceYears" && match.detail) {
    const required = Number(match.detail.required);
    return required > 0 ? Math.min(1, Number(match.detail.found) / required) : 1;
  }
  return credit[match.status];
}

function weightedScore(matches: readonly RequirementMatch[]): number | null {
  const total = matches.reduce((sum, match) => sum + weight[match.requirement.importance], 0);
  if (total === 0) return null;
  return round(
    (100 * matches.reduce((sum, match) => sum + weight[match.requirement.importance] * matchCredit(match), 0)) / total,
  );
}

/** The share of a section's visible items that pass `isComplete`; null when none is visible. */
function completeShare<Item extends { visible: boolean }>(
  items: readonly Item[],
  isComplete: (item: Item) => boolean,
): number | null {
  const visible = items.filter((item) => item.visible);
  return visible.length === 0 ? null : visible.filter(isComplete).length / visible.length;
}

const message = (code: string, params: AnalysisMessage["params"] = {}): AnalysisMessage => ({ code, params });
const list = (labels: readonly string[], max = 5) => labels.slice(0, max).join(", ");

/** Analyses a resume against a job description. Pure and deterministic. */
export function analyzeResume(input: AnalyzeInput): AnalysisResult {
  const { resume, now } = input;
  const jobText = [input.headline ?? "", input.jobDescription].filter((part) => part.trim()).join("\n");
  const requirements = parseJobDescription(jobText);
  const fields = resumeFields(resume);
  const { periods } = experiencePeriods(resume, now);
  const years = Math.round((coveredMonths(periods) / 12) * 10) / 10;
  const matches = matchRequirements(requirements, fields, resume, now, years);

  const ofKinds = (...kinds: Requirement["kind"][]) =>
    matches.filter((match) => kinds.includes(match.requirement.kind));
  const termMatches = ofKinds("skill", "tool", "certification", "language", "softSkill");
  const skillMatch = weightedScore(ofKinds("skill", "tool", "certification", "language"));
  const cultureMatch = weightedScore(ofKinds("softSkill"));
  const yearsMatch = ofKinds("experienceYears");
  const dutyMatches = ofKinds("duty");
  const experienceParts = [weightedScore(yearsMatch), weightedScore(dutyMatches)].filter(
    (part): part is number => part !== null,
  );
  const experienceMatch =
    experienceParts.length > 0 ? round(experienceParts.reduce((a, b) => a + b, 0) / experienceParts.length) : null;
  const overallMatch = weightedScore(matches);

  // ATS checks.
  const bullets = fields.filter((field) => field.isBullet);
  const allWords = fields.reduce((sum, field) => sum + field.words.length, 0);
  const { basics, sections } = resume;
  const contactMissing = (["name", "email", "phone", "location"] as const).filter((key) => !basics[key].trim());
  const contactScore = round(100 - contactMissing.length * 25);
  const structureParts = {
    summary: sections.summary.visible && fields.some((field) => field.section === "summary"),
    experience: sections.experience.visible && sections.experience.items.some((item) => item.visible),
    education: sections.education.visible && sections.education.items.some((item) => item.visible),
    skills: sections.skills.visible && sections.skills.items.some((item) => item.visible),
  };
  const missingSections = Object.entries(structureParts)
    .filter(([, present]) => !present)
    .map(([key]) => key);
  const structureScore = round(100 - missingSections.length * 25);
  const datedItems = [...sections.experience.items, ...sections.education.items].filter((item) => item.visible);
  const readable = datedItems.filter((item) => parsePeriod(item.date, now) !== null).length;
  const undated = datedItems.length - readable;
  const datesScore = datedItems.length === 0 ? 0 : round((100 * readable) / datedItems.length);
  const lengthScore =
    allWords >= 350 && allWords <= 1000
      ? 100
      : allWords < 350
        ? round((allWords / 350) * 100)
        : round(100 - ((allWords - 1000) / 1000) * 50);
  const verbBullets = bullets.filter((field) => opensWithActionVerb(field.words)).length;
  const verbShare = bullets.length ? verbBullets / bullets.length : 0;
  const actionVerbsScore = bullets.length ? round(verbShare * 100) : 0;
  const numbered = bullets.filter((field) => /\d/.test(field.text));
  const numberShare = bullets.length ? numbered.length / bullets.length : 0;
  const measurableScore = bullets.length ? round((numberShare / 0.5) * 100) : 0;
  const termsFound = termMatches.filter((match) => match.status === "matched");
  const placed = termsFound.filter((match) => {
    const term = match.requirement.termId ? termsById.get(match.requirement.termId) : undefined;
    return (
      term &&
      fields.some(
        (field) =>
          ["headline", "summary", "skills"].includes(field.placement) &&
          term.phrases.some((phrase) => findPhrase(field.words, phrase) >= 0),
      )
    );
  });
  const keywordsScore = termMatches.length
    ? round(
        80 * (termsFound.length / termMatches.length) +
          20 * (termsFound.length ? placed.length / termsFound.length : 0),
      )
    : null;
  const longBullets = bullets.filter((field) => field.words.length > 35).length;
  const averageBullet = bullets.length
    ? bullets.reduce((sum, field) => sum + field.words.length, 0) / bullets.length
    : 0;
  const readabilityScore = bullets.length
    ? round(
        100 -
          (100 * longBullets) / bullets.length / 2 -
          Math.max(0, averageBullet - 25) * 3 -
          (averageBullet < 5 ? 30 : 0),
      )
    : 50;

  const sectionScores: Record<AtsCheck, { score: number | null; reason: AnalysisMessage }> = {
    structure: {
      score: structureScore,
      reason: missingSections.length
        ? message("structureMissing", { sections: missingSections.join(", ") })
        : message("structureComplete"),
    },
    contact: {
      score: contactScore,
      reason: contactMissing.length
        ? message("contactMissing", { fields: contactMissing.join(", ") })
        : message("contactComplete"),
    },
    dates: {
      score: datesScore,
      reason:
        datedItems.length === 0
          ? message("datesNone")
          : message("datesReadable", { readable, total: datedItems.length }),
    },
    length: {
      score: lengthScore,
      reason: message(allWords < 350 ? "lengthShort" : allWords > 1000 ? "lengthLong" : "lengthGood", {
        words: allWords,
      }),
    },
    actionVerbs: {
      score: actionVerbsScore,
      reason: message("actionVerbsShare", { count: verbBullets, total: bullets.length }),
    },
    measurableResults: {
      score: measurableScore,
      reason: message("measurableShare", { count: numbered.length, total: bullets.length }),
    },
    keywords: {
      score: keywordsScore,
      reason:
        keywordsScore === null
          ? message("keywordsNone")
          : message("keywordsFound", { found: termsFound.length, total: termMatches.length }),
    },
    readability: {
      score: readabilityScore,
      reason: message("readabilityBullets", { average: Math.round(averageBullet), long: longBullets }),
    },
  };
  const atsWeights: Record<AtsCheck, number> = {
    structure: 1,
    contact: 1,
    dates: 1,
    length: 1,
    actionVerbs: 1,
    measurableResults: 1,
    keywords: 2,
    readability: 1,
  };
  let atsTotal = 0;
  let atsWeight = 0;
  for (const check of Object.keys(sectionScores) as AtsCheck[]) {
    const value = sectionScores[check].score;
    if (value === null) continue;
    atsTotal += value * atsWeights[check];
    atsWeight += atsWeights[check];
  }
  const overallScore = round(atsWeight ? atsTotal / atsWeight : 0);

  // Keywords.
  const labelOf = (match: RequirementMatch) => match.requirement.label;
  const byImportance = (importance: Importance, source = termMatches) =>
    source.filter((match) => match.requirement.importance === importance).map(labelOf);
  const missing = termMatches.filter((match) => match.status === "gap");
  const missingKeywords = [
    ...byImportance("critical", missing),
    ...byImportance("important", missing),
    ...byImportance("niceToHave", missing),
  ];
  let occurrences = 0;
  const keywordPlacement: Record<Placement, number> = {
    headline: 0,
    summary: 0,
    experience: 0,
    skills: 0,
    education: 0,
    other: 0,
  };
  for (const match of termMatches) {
    const term = match.requirement.termId ? termsById.get(match.requirement.termId) : undefined;
    if (!term) continue;
    const places = new Set<Placement>();
    for (const field of fields) {
      for (const phrase of term.phrases) {
        if (findPhrase(field.words, phrase) >= 0) {
          occurrences++;
          places.add(field.placement);
          break;
        }
      }
    }
    for (const place of places) keywordPlacement[place]++;
  }
  const keywordDensity = allWords ? Math.round((1000 * occurrences) / allWords) / 10 : 0;

  // Section strength.
  const sectionStrengthData: Record<string, number> = {};
  const summaryWords = fields
    .filter((field) => field.section === "summary")
    .reduce((sum, field) => sum + field.words.length, 0);
  sectionStrengthData.summary =
    summaryWords === 0
      ? 0
      : round((summaryWords >= 30 && summaryWords <= 120 ? 60 : 35) + 10 * keywordPlacement.summary);
  const experienceComplete = completeShare(sections.experience.items, (item) =>
    Boolean(item.position && parsePeriod(item.date, now) && item.summary.trim()),
  );
  sectionStrengthData.experience =
    experienceComplete === null
      ? 0
      : round(40 * experienceComplete + 30 * verbShare + 30 * Math.min(1, numberShare / 0.5));
  const educationComplete = completeShare(sections.education.items, (item) =>
    Boolean(item.studyType && item.area && item.date),
  );
  sectionStrengthData.education = educationComplete === null ? 0 : round(100 * educationComplete * 0.8 + 20);
  const skillCount = sections.skills.items
    .filter((item) => item.visible)
    .reduce((sum, item) => sum + 1 + item.keywords.length, 0);
  sectionStrengthData.skills =
    skillCount === 0 ? 0 : round(Math.min(60, skillCount * 6) + 10 * keywordPlacement.skills);
  for (const id of ["certifications", "languages", "projects"] as const) {
    const count = sections[id].visible ? sections[id].items.filter((item) => item.visible).length : 0;
    if (count > 0) sectionStrengthData[id] = round(50 + count * 15);
  }

  // Suggestions, by priority.
  const suggestions: AnalysisSuggestion[] = [];
  const suggest = (priority: AnalysisSuggestion["priority"], code: string, params: AnalysisMessage["params"] = {}) =>
    suggestions.push({ priority, code, params });
  const criticalGaps = byImportance("critical", missing);
  const importantGaps = byImportance("important", missing);
  const niceGaps = byImportance("niceToHave", missing);
  if (criticalGaps.length) suggest("high", "addCriticalKeywords", { terms: list(criticalGaps) });
  if (contactMissing.length) suggest("high", "completeContact", { fields: contactMissing.join(", ") });
  if (!structureParts.experience) suggest("high", "addExperience");
  const yearsGap = yearsMatch.find((match) => match.status !== "matched");
  if (yearsGap?.detail) suggest("high", "yearsShort", { required: yearsGap.detail.required ?? 0, found: years });
  const educationGap = ofKinds("education").find((match) => match.status !== "matched");
  if (educationGap) suggest("high", "educationGap", { requirement: educationGap.requirement.source });
  if (importantGaps.length) suggest("medium", "addImportantKeywords", { terms: list(importantGaps) });
  if (bullets.length && numberShare < 0.5)
    suggest("medium", "quantifyResults", { count: numbered.length, total: bullets.length });
  if (bullets.length && verbShare < 0.6)
    suggest("medium", "useActionVerbs", { count: verbBullets, total: bullets.length });
  if (!structureParts.summary) suggest("medium", "addSummary");
  if (undated > 0) suggest("medium", "fixDates", { count: undated });
  if (termsFound.length && placed.length < termsFound.length)
    suggest("medium", "placeKeywords", { count: termsFound.length - placed.length });
  const dutyGaps = dutyMatches.filter((match) => match.status === "gap").length;
  if (dutyGaps) suggest("medium", "coverDuties", { count: dutyGaps });
  if (niceGaps.length) suggest("low", "addNiceKeywords", { terms: list(niceGaps) });
  if (allWords < 350) suggest("low", "lengthen", { words: allWords });
  if (allWords > 1000) suggest("low", "shorten", { words: allWords });
  if (longBullets) suggest("low", "shortenBullets", { count: longBullets });
  if (!structureParts.skills) suggest("low", "addSkills");

  const impactOf = { high: "high", medium: "medium", low: "low" } as const;
  const timeOf: Record<string, AnalysisRecommendation["timeToImplement"]> = {
    addCriticalKeywords: "hours",
    completeContact: "minutes",
    addExperience: "hours",
    yearsShort: "months",
    educationGap: "months",
    addImportantKeywords: "hours",
    quantifyResults: "hours",
    useActionVerbs: "minutes",
    addSummary: "minutes",
    fixDates: "minutes",
    placeKeywords: "minutes",
    coverDuties: "hours",
    addNiceKeywords: "minutes",
    lengthen: "hours",
    shorten: "hours",
    shortenBullets: "minutes",
    addSkills: "minutes",
  };
  const immediate: AnalysisRecommendation[] = suggestions
    .filter((suggestion) => (timeOf[suggestion.code] ?? "hours") !== "months")
    .slice(0, 4)
    .map(({ code, params, priority }) => ({
      code,
      params,
      impact: impactOf[priority],
      timeToImplement: timeOf[code] ?? "hours",
    }));
  const longTerm: AnalysisRecommendation[] = [];
  for (const match of missing.filter((gap) => gap.requirement.importance !== "niceToHave")) {
    const learn =
      match.requirement.kind === "certification"
        ? "earnCertification"
        : match.requirement.kind === "language"
          ? "learnLanguage"
          : match.requirement.kind === "softSkill"
            ? "showSoftSkill"
            : "learnSkill";
    longTerm.push({
      code: learn,
      params: { term: labelOf(match) },
      impact: match.requirement.importance === "critical" ? "high" : "medium",
      timeToImplement: learn === "showSoftSkill" ? "weeks" : "months",
    });
  }
  if (yearsGap?.detail)
    longTerm.push({
      code: "gainExperience",
      params: { required: yearsGap.detail.required ?? 0, found: years },
      impact: "high",
      timeToImplement: "months",
    });

  // Competitive picture.
  const competitiveAdvantage: AnalysisMessage[] = [];
  for (const match of matches.filter(
    (entry) =>
      entry.status === "matched" &&
      entry.requirement.importance === "critical" &&
      entry.proof &&
      entry.requirement.termId,
  )) {
    if (competitiveAdvantage.length >= 2) break;
    competitiveAdvantage.push(message("provenRequirement", { term: labelOf(match), quote: match.proof?.quote ?? "" }));
  }
  const yearsMet = yearsMatch.find((match) => match.status === "matched");
  if (yearsMet?.detail && competitiveAdvantage.length < 3)
    competitiveAdvantage.push(message("experienceMeets", { required: yearsMet.detail.required ?? 0, found: years }));
  const bestNumbered = numbered[0];
  if (bestNumbered && competitiveAdvantage.length < 3)
    competitiveAdvantage.push(message("quantifiedAchievement", { quote: proofOf(bestNumbered).quote }));

  const askedTerms = new Set(requirements.map((requirement) => requirement.termId).filter(Boolean));
  const said = new Set<PreparedTerm>();
  for (const field of fields) for (const { term } of termsIn(field.words)) said.add(term);
  const extraTerms = dictionary.filter(
    (term) => term.category !== "field" && !askedTerms.has(term.id) && said.has(term),
  );
  const isArabic = containsArabic(input.jobDescription) && !/[a-z]{4,}/i.test(input.jobDescription.slice(0, 200));
  const termLabel = (term: PreparedTerm) => (isArabic ? term.ar : term.en);
  const uniqueValue: AnalysisMessage[] = [];
  const extraSkills = extraTerms.filter((term) => term.category === "skill" || term.category === "tool").map(termLabel);
  if (extraSkills.length) uniqueValue.push(message("additionalSkills", { terms: list(extraSkills) }));
  const extraCerts = extraTerms.filter((term) => term.category === "certification").map(termLabel);
  if (extraCerts.length) uniqueValue.push(message("additionalCertifications", { terms: list(extraCerts) }));
  const differentiation: AnalysisMessage[] = [];
  const spoken = sections.languages.visible ? sections.languages.items.filter((item) => item.visible).length : 0;
  if (spoken >= 2) differentiation.push(message("multilingual", { count: spoken }));
  if (numbered.length) differentiation.push(message("quantifiedBullets", { count: numbered.length }));
  const extraSoft = extraTerms.filter((term) => term.category === "softSkill").map(termLabel);
  if (extraSoft.length) differentiation.push(message("softSkillsShown", { terms: list(extraSoft) }));
  const marketPosition =
    overallMatch !== null && overallMatch >= 80 && overallScore >= 75
      ? "leading"
      : overallMatch !== null && overallMatch >= 60 && overallScore >= 60
        ? "competitive"
        : null;

  // Advanced extras.
  const formatting: AnalysisMessage[] = [];
  if (contactMissing.length) formatting.push(message("formatContact", { fields: contactMissing.join(", ") }));
  if (undated > 0) formatting.push(message("formatDates", { count: undated }));
  if (missingSections.length)
    formatting.push(message("formatStandardSections", { sections: missingSections.join(", ") }));
  if (!basics.picture.effects.hidden && basics.picture.url) formatting.push(message("formatPicture"));
  const multiColumn = [sections.experience, sections.education]
    .filter((section) => section.columns > 1)
    .map((section) => section.name);
  if (multiColumn.length) formatting.push(message("formatColumns", { sections: multiColumn.join(", ") }));
  if (longBullets) formatting.push(message("formatLongBullets", { count: longBullets }));
  if (allWords > 1000) formatting.push(message("formatLength", { words: allWords }));

  const detailedBreakdown: Record<string, number> = {};
  for (const kind of requirementKinds) {
    const value = weightedScore(ofKinds(kind));
    if (value !== null) detailedBreakdown[kind] = value;
  }
  const gapsOf = (importance: Importance) =>
    missing.filter((match) => match.requirement.importance === importance).map(labelOf);

  const immediateOut = immediate.slice(0, 4);
  const topAdvantages = competitiveAdvantage.slice(0, 3);
  return {
    state: requirements.length === 0 ? "noUsefulData" : "results",
    language: isArabic ? "ar" : "en",
    basic: {
      atsOptimization: {
        overallScore,
        sectionScores,
        keywordOptimization: {
          totalKeywords: termMatches.length,
          keywordDensity,
          missingKeywords,
          keywordPlacement,
          keywordImportance: {
            critical: byImportance("critical"),
            important: byImportance("important"),
            other: byImportance("niceToHave"),
          },
        },
      },
      jobMatchAnalysis: { overallMatch, skillMatch, cultureMatch, experienceMatch },
      personalizedRecommendations: { immediate: immediateOut, longTerm },
      competitiveAnalysis: { uniqueValue, differentiation, competitiveAdvantage: topAdvantages, marketPosition },
      rawATSData: {
        suggestions: {
          highPriority: suggestions.filter((suggestion) => suggestion.priority === "high"),
          mediumPriority: suggestions.filter((suggestion) => suggestion.priority === "medium"),
          lowPriority: suggestions.filter((suggestion) => suggestion.priority === "low"),
        },
        sectionStrengthData,
        keywordAnalysis: { totalKeywords: termMatches.length, keywordDensity, missingKeywords, readabilityScore },
      },
    },
    advanced: {
      atsOptimization: { overallScore, formattingAnalysis: { recommendations: formatting } },
      jobMatchAnalysis: {
        overallMatch,
        skillMatch,
        experienceMatch,
        cultureMatch,
        salaryMatch: null,
        detailedBreakdown,
      },
      competitiveAnalysis: {
        marketPosition,
        competitiveAdvantage: topAdvantages,
        skillGaps: { critical: gapsOf("critical"), important: gapsOf("important"), niceToHave: gapsOf("niceToHave") },
        uniqueValue,
        differentiation,
      },
      personalizedRecommendations: { immediate: immediateOut, longTerm },
    },
    matches,
    facts: {
      resumeWords: allWords,
      bullets: bullets.length,
      experienceYears: years,
      requirements: requirements.length,
    },
  };
}
