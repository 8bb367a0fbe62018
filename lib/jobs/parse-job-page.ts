import "server-only";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import secureJsonParse from "secure-json-parse";
import { normaliseRoleText, roleLibrary } from "@/core/ai/roles";
import { jobDetailsSchema, type JobDetails } from "@/core/ai/generator/form";

/*
 * A job posting's fields (spec §3 "job details") from its HTML, offline: schema.org JobPosting in
 * JSON-LD when the page has it (most job boards do), otherwise rules over the main text that
 * @mozilla/readability finds: the lists under headings such as "Requirements", "Responsibilities",
 * "المتطلبات", "المسؤوليات". Only text the page contains is returned; nothing is guessed.
 */

export type ParsedJobPage = {
  details: JobDetails;
  /** The main text (readability), for the model path. */
  text: string;
  source: "json-ld" | "rules";
};

type Bucket = "requirements" | "responsibilities" | "benefits" | "skills";

const headingRules: [Bucket, RegExp][] = [
  [
    "responsibilities",
    /responsibilit|duties|what you.?ll do|what you will do|your role|key tasks|the role|المسؤوليات|المهام|الواجبات|مهام الوظيفه|الدور/,
  ],
  [
    "requirements",
    /requirement|qualification|what you need|what we.?re looking for|who you are|must have|you have|المتطلبات|المؤهلات|الشروط|متطلبات/,
  ],
  ["benefits", /benefit|perks|what we offer|we offer|المزايا|الامتيازات|ما نقدمه|نقدم/],
  ["skills", /skills|competenc|المهارات|الكفاءات/],
];

const maxItems = 40;
const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

export function parseJobPage(html: string): ParsedJobPage {
  const { document } = parseHTML(html);
  const fromJsonLd = readJsonLdJobPosting(document);
  const meta = (name: string) =>
    clean(document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute("content"));

  // Readability changes the document it reads: give it its own copy.
  const article = new Readability(parseHTML(html).document as unknown as Document, { charThreshold: 100 }).parse();
  const text = clean(article?.textContent ?? document.body?.textContent).slice(0, 20_000);

  if (fromJsonLd) {
    const details = withSkills(fromJsonLd, text);
    return { details: jobDetailsSchema.parse(details), text, source: "json-ld" };
  }

  const { document: main } = parseHTML(
    `<!doctype html><html><body>${article?.content ?? document.body?.innerHTML ?? ""}</body></html>`,
  );
  const buckets = readSections(main);
  const title = clean(
    meta("og:title") || document.querySelector("h1")?.textContent || article?.title || document.title,
  );
  const details: JobDetails = {
    title: title || undefined,
    jobRole: title || undefined,
    company: meta("og:site_name") || clean(article?.siteName) || undefined,
    requirements: buckets.requirements,
    responsibilities: buckets.responsibilities,
    benefits: buckets.benefits,
    skills: buckets.skills,
    experience: findExperience([...(buckets.requirements ?? []), text]),
    summary: clean(meta("og:description") || meta("description") || article?.excerpt).slice(0, 1000) || undefined,
  };
  return { details: jobDetailsSchema.parse(withSkills(details, text)), text, source: "rules" };
}

/** True when the extraction found something the user can use. */
export function hasJobContent(details: JobDetails): boolean {
  return Boolean(
    details.title || details.requirements?.length || details.responsibilities?.length || details.skills?.length,
  );
}

function readSections(root: ParentNode): Partial<Record<Bucket, string[]>> {
  const found: Partial<Record<Bucket, string[]>> = {};
  let bucket: Bucket | null = null;
  for (const element of root.querySelectorAll("h1, h2, h3, h4, h5, h6, p, strong, b, dt, li")) {
    const tag = element.tagName.toLowerCase();
    const text = clean(element.textContent);
    if (tag === "li") {
      // A list nested in a list item is read through its own items.
      if (bucket && text && !element.querySelector("li")) {
        const items = (found[bucket] ??= []);
        if (items.length < maxItems && !items.includes(text)) items.push(text.slice(0, 600));
      }
      continue;
    }
    if (!text || text.length > 80) continue;
    const heading = normaliseRoleText(text);
    const rule = headingRules.find(([, pattern]) => pattern.test(heading));
    if (rule) bucket = rule[0];
    else if (/^h[1-6]$/.test(tag)) bucket = null;
  }
  if (found.skills) found.skills = found.skills.map((skill) => skill.slice(0, 120));
  return found;
}

function findExperience(lines: string[]): string | undefined {
  const line = lines.find((candidate) =>
    /\b\d+\s*\+?\s*(?:-|–|to)?\s*\d*\s*(?:years?|yrs)\b|سنوات|سنة|خبرة/i.test(candidate),
  );
  if (!line) return undefined;
  const sentence = line.split(/(?<=[.!؟?])\s+/).find((part) => /years?|yrs|سنوات|سنة|خبرة/i.test(part)) ?? line;
  return sentence.slice(0, 200);
}

// Every skill the role library knows, for finding them in a posting's own words.
const knownSkills = [
  ...new Set(
    roleLibrary
      .flatMap((role) => [...role.skills.en, ...role.skills.ar])
      .flatMap((skill) => skill.split(/\s*[/()]\s*/)),
  ),
]
  .map((skill) => skill.trim())
  .filter((skill) => skill.length > 1);

/** Adds the library skills the posting itself names (in its text, never from the library alone). */
function withSkills(details: JobDetails, text: string): JobDetails {
  const haystack = ` ${normaliseRoleText([text, ...(details.requirements ?? []), ...(details.responsibilities ?? [])].join(" "))} `;
  const named = knownSkills.filter((skill) => {
    const needle = normaliseRoleText(skill);
    return needle.length > 1 && haystack.includes(` ${needle} `);
  });
  const skills = [...new Set([...(details.skills ?? []), ...named])].slice(0, 40);
  return { ...details, skills: skills.length ? skills : undefined };
}

// schema.org JobPosting ---------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readJsonLdJobPosting(document: Document | ParentNode): JobDetails | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    let value: unknown;
    try {
      value = secureJsonParse.parse(script.textContent ?? "", null, {
        protoAction: "remove",
        constructorAction: "remove",
      });
    } catch {
      continue;
    }
    const posting = findPosting(value);
    if (posting) return fromPosting(posting);
  }
  return null;
}

function findPosting(value: unknown, depth = 0): Json | null {
  if (depth > 6) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findPosting(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  const type = value["@type"];
  if (type === "JobPosting" || (Array.isArray(type) && type.includes("JobPosting"))) return value;
  return findPosting(value["@graph"], depth + 1);
}

function textOf(value: unknown): string {
  if (typeof value === "string") return clean(htmlText(value));
  if (typeof value === "number") return String(value);
  if (isRecord(value)) return textOf(value.name ?? value["@value"] ?? "");
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(", ");
  return "";
}

function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.body.textContent ?? "";
}

/** A schema.org text (often HTML) as list items: its <li>s, or its lines. */
function itemsOf(value: unknown): string[] | undefined {
  const parts = Array.isArray(value) ? value : [value];
  const items: string[] = [];
  for (const part of parts) {
    if (typeof part !== "string") {
      const text = textOf(part);
      if (text) items.push(text);
      continue;
    }
    const { document } = parseHTML(`<!doctype html><html><body>${part}</body></html>`);
    const listed = [...document.querySelectorAll("li")].map((li) => clean(li.textContent)).filter(Boolean);
    // Paragraphs (innermost blocks) when there is no list; plain text by its lines.
    const blocks = [...document.querySelectorAll("p, div, dd, h1, h2, h3, h4, h5, h6")]
      .filter((block) => !block.querySelector("p, div, dd, li"))
      .map((block) => clean(block.textContent))
      .filter(Boolean);
    const lines = (document.body.textContent ?? "")
      .split(/\n|•|·|;/)
      .map(clean)
      .filter((line) => line.length > 1);
    items.push(...(listed.length ? listed : blocks.length ? blocks : lines));
  }
  const unique = [...new Set(items.map((item) => item.slice(0, 600)))].slice(0, maxItems);
  return unique.length ? unique : undefined;
}

function locationOf(posting: Json): string | undefined {
  const places = Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation];
  const names = places
    .map((place) => {
      if (!isRecord(place)) return textOf(place);
      const address = place.address;
      if (!isRecord(address)) return textOf(address ?? place.name);
      return [address.addressLocality, address.addressRegion, address.addressCountry]
        .map(textOf)
        .filter(Boolean)
        .join(", ");
    })
    .filter(Boolean);
  if (posting.jobLocationType === "TELECOMMUTE") names.push("Remote");
  return names.length ? [...new Set(names)].join("; ").slice(0, 200) : undefined;
}

function salaryOf(value: unknown): string | undefined {
  if (!isRecord(value)) return textOf(value) || undefined;
  const currency = textOf(value.currency);
  const amount = value.value;
  let figure = "";
  let unit = "";
  if (isRecord(amount)) {
    const min = textOf(amount.minValue);
    const max = textOf(amount.maxValue);
    figure = min && max ? `${min}–${max}` : textOf(amount.value) || min || max;
    unit = textOf(amount.unitText);
  } else figure = textOf(amount);
  const salary = [currency, figure].filter(Boolean).join(" ") + (unit ? ` / ${unit.toLowerCase()}` : "");
  return salary.trim() || undefined;
}

function fromPosting(posting: Json): JobDetails {
  const title = textOf(posting.title) || undefined;
  const organisation = posting.hiringOrganization;
  const experience = posting.experienceRequirements;
  return {
    title,
    jobRole: title,
    company: textOf(isRecord(organisation) ? organisation.name : organisation) || undefined,
    location: locationOf(posting),
    salary: salaryOf(posting.baseSalary),
    employmentType: textOf(posting.employmentType).replace(/_/g, " ").toLowerCase() || undefined,
    experience:
      (isRecord(experience) && typeof experience.monthsOfExperience === "number"
        ? `${Math.round(experience.monthsOfExperience / 12)}+ years`
        : textOf(experience)
      ).slice(0, 200) || undefined,
    skills: itemsOf(posting.skills)
      ?.flatMap((skill) => skill.split(/\s*,\s*/))
      .map((skill) => skill.slice(0, 120)),
    requirements: itemsOf(posting.qualifications ?? posting.educationRequirements),
    responsibilities: itemsOf(posting.responsibilities),
    benefits: itemsOf(posting.jobBenefits),
    industry: textOf(posting.industry) || undefined,
    summary:
      clean(htmlText(typeof posting.description === "string" ? posting.description : "")).slice(0, 1000) || undefined,
  };
}
