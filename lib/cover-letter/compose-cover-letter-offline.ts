import "server-only";
import { escape as escapeHtml } from "es-toolkit/string";
import type { AnalysisResult, RequirementMatch } from "@/core/analysis";
import { tokenize } from "@/core/analysis";
import { termsIn } from "@/core/analysis/dictionary";
import type { ResumeField } from "@/core/analysis/resume-fields";
import type { CoverLetterNote } from "@/core/cover-letter/schema";
import type { LinkedInFacts } from "@/lib/career/linkedin-offline";
import { composeKeys, type CoverLetterWords } from "./cover-letter-words";

// The cover letter without a model (DECISIONS.md "Offline AI"): composed only from the resume's own
// facts and the analyzer's matches to the job. A greeting, an opening naming the role and the
// company, a paragraph quoting the bullets that prove the job's requirements (the analyzer's proof,
// word for word), a paragraph with the matched skills and the education, a closing and the name.
// The only words added are the fixed phrases of coverLetter.compose, in the resume's language.

export type LetterJob = { jobTitle: string; company: string; recipient?: string };

/** Requirement kinds named as terms in the letter ("Kubernetes", "SQL"): short labels, not whole lines. */
const termKinds = new Set(["skill", "tool", "softSkill", "certification", "language"]);
/** Sections whose rich-text bullets are achievements to quote. */
const achievementSections = new Set(["experience", "projects", "volunteer"]);
const importanceOrder = { critical: 0, important: 1, niceToHave: 2 } as const;

const maxQuotes = 3;
const maxTerms = 5;

type Quote = { text: string; itemId: string | null };

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The matched requirements, the most important first (the analyzer's order within one importance). */
function provedMatches(analysis: AnalysisResult): RequirementMatch[] {
  return analysis.matches
    .filter((match) => match.status !== "gap" && match.proof !== null)
    .sort((a, b) => importanceOrder[a.requirement.importance] - importanceOrder[b.requirement.importance]);
}

/**
 * Bullets of jobs, projects and volunteering that show the job's requirements, each once, as the
 * resume words them: the analyzer's proof when it is such a bullet (a duty, a term first found there),
 * else the first bullet naming the proved term (a tool the analyzer found in the skills section first).
 */
function quotesOf(matches: RequirementMatch[], fields: readonly ResumeField[]): Quote[] {
  const bullets = fields
    .filter((field) => field.isBullet && achievementSections.has(field.section))
    .map((field) => ({ field, termIds: new Set(termsIn(field.words).map(({ term }) => term.id)) }));
  const quotes: Quote[] = [];
  const add = (text: string, itemId: string | null) => {
    if (!quotes.some((quote) => same(quote.text, text))) quotes.push({ text, itemId });
  };
  for (const match of matches) {
    const { proof, requirement } = match;
    if (proof && achievementSections.has(proof.section) && proof.path.endsWith(".summary"))
      add(proof.quote, proof.itemId);
    else if (requirement.termId) {
      const bullet = bullets.find(({ termIds }) => termIds.has(requirement.termId!));
      if (bullet) add(bullet.field.text, bullet.field.itemId);
    }
  }
  return quotes;
}

const bulletsOf = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.startsWith("• "))
    .map((line) => line.slice(2).trim());

/** Without a proved requirement: the job bullets that carry a number, else each job's first bullet. */
function strongestBullets(facts: LinkedInFacts): Quote[] {
  const bullets = facts.experience.flatMap((job) => bulletsOf(job.text).map((text) => ({ text, itemId: job.id })));
  const measured = bullets.filter((bullet) => /\d/.test(bullet.text));
  const firsts = facts.experience.flatMap((job) => {
    const first = bulletsOf(job.text)[0];
    return first ? [{ text: first, itemId: job.id }] : [];
  });
  return (measured.length ? measured : firsts).slice(0, maxQuotes);
}

/** "Backend Engineer, Northwind" for a bullet of a job; nothing for a project's. */
function placeOf(facts: LinkedInFacts, itemId: string | null, words: CoverLetterWords): string {
  const job = facts.experience.find((entry) => entry.id === itemId);
  return job ? words.parts([job.position, job.company]) : "";
}

/** The proved terms as the job words them, each once, with the dictionary term each one is. */
function terms(matches: RequirementMatch[]): { label: string; termId: string | null }[] {
  const found: { label: string; termId: string | null }[] = [];
  for (const match of matches) {
    if (!termKinds.has(match.requirement.kind)) continue;
    const label = match.requirement.label.trim();
    if (label && !found.some((known) => same(known.label, label)))
      found.push({ label, termId: match.requirement.termId });
  }
  return found;
}

/**
 * The offline letter as rich text (HTML the editor opens), and what the resume lacked. Every fact in
 * it is the resume's (quotes, positions, employers, skills, education) or the user's (role, company,
 * recipient); `analysis` is the analyzer's reading of the job against the resume.
 */
export function composeCoverLetterOffline(input: {
  name: string;
  facts: LinkedInFacts;
  /** The resume as quotable pieces (resumeFields of core/analysis). */
  fields: readonly ResumeField[];
  analysis: AnalysisResult;
  job: LetterJob;
  words: CoverLetterWords;
}): { html: string; notes: CoverLetterNote[] } {
  const { facts, analysis, job, words } = input;
  const { t } = words;
  const notes: CoverLetterNote[] = [];
  if (facts.experience.length === 0) notes.push("noExperience");
  if (facts.skills.length === 0) notes.push("noSkills");
  if (!words.isOwnLanguage) notes.push("languageFallback");

  const matches = provedMatches(analysis);
  const latest = facts.experience[0];
  const introduction = latest?.position
    ? latest.company
      ? t("latestRole", { position: latest.position, employer: latest.company })
      : t("latestRoleNoEmployer", { position: latest.position })
    : facts.headline
      ? t("headline", { headline: facts.headline })
      : "";
  const opening = [t("opening", { jobTitle: job.jobTitle, company: job.company }), introduction]
    .filter(Boolean)
    .join(" ");

  const proved = quotesOf(matches, input.fields).slice(0, maxQuotes);
  if (proved.length === 0) notes.push("noMatches");
  const quotes = proved.length ? proved : strongestBullets(facts);
  const provedTerms = terms(matches);
  const named = provedTerms.slice(0, maxTerms);
  const namedTermIds = new Set(named.map((term) => term.termId));
  const lead =
    proved.length && named.length
      ? t("matchesLead", { requirements: words.list(named.map((term) => term.label)) })
      : t("achievementsLead");
  const evidence = quotes.length
    ? `${paragraph(lead)}<ul>${quotes
        .map((quote) => {
          const place = placeOf(facts, quote.itemId, words);
          return `<li><p>${escapeHtml(place ? t("achievementAt", { achievement: quote.text, place }) : quote.text)}</p></li>`;
        })
        .join("")}</ul>`
    : "";

  // The second paragraph: the resume's skills the lead did not name (the job's first), and the education.
  // Named already: the same words, or another form of the same term (the resume's "JS" for the job's "JavaScript").
  const isNamed = (skill: string) =>
    named.some((term) => same(term.label, skill)) ||
    termsIn(tokenize(skill)).some(({ term }) => namedTermIds.has(term.id));
  const skills = [...provedTerms.slice(maxTerms).map((term) => term.label), ...facts.skills]
    .filter((skill, index, all) => !isNamed(skill) && all.findIndex((other) => same(other, skill)) === index)
    .slice(0, maxTerms);
  const education = facts.education[0];
  const educationText = education ? words.parts([education.studyType, education.area, education.institution]) : "";
  const strengths = [
    skills.length ? t("skills", { skills: words.list(skills) }) : "",
    educationText ? t("education", { education: educationText }) : "",
  ]
    .filter(Boolean)
    .join(" ");

  const greeting = job.recipient ? t("greetingTo", { recipient: job.recipient }) : t("greeting");
  const signature = `<p>${escapeHtml(t("signOff"))}${input.name ? `<br>${escapeHtml(input.name)}` : ""}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(opening),
    evidence,
    strengths ? paragraph(strengths) : "",
    paragraph(t("closing", { company: job.company })),
    signature,
  ].join("");
  return { html, notes };
}

/** Every fixed phrase of the composer with its blanks empty: words of ours, not facts to flag. */
export function composeSourceWords(words: CoverLetterWords): string {
  const blanks = {
    recipient: "",
    jobTitle: "",
    company: "",
    position: "",
    employer: "",
    headline: "",
    requirements: "",
    achievement: "",
    place: "",
    skills: "",
    education: "",
  };
  return composeKeys.map((key) => words.t(key, blanks)).join("\n");
}
