/*
 * Analyzer benchmark (issue 17): analyzeResume on a three-page resume (7 jobs of 7 bullets, skills,
 * education, certifications, languages, projects) and a long job description (about 1,500 words),
 * offline, in this process. Prints the median and p95 over the timed runs (target p95 < 150 ms).
 *   npx tsx bench/analysis.ts [--runs 200] [--warm-up 20]
 */
import { parseArgs } from "node:util";
import { analyzeResume } from "@/core/analysis";
import { buildResume } from "@/tests/analysis/fixtures/build";
import { percentile } from "./percentile";

const { values: options } = parseArgs({
  options: { runs: { type: "string", default: "200" }, "warm-up": { type: "string", default: "20" } },
});

const bulletTemplates = [
  "Led the migration of {n} services to Kubernetes on AWS, cutting hosting costs by {n}%",
  "Built React and TypeScript interfaces used by {n}k customers a month",
  "Designed PostgreSQL schemas and REST APIs for the payments platform",
  "Mentored {n} engineers and ran weekly code reviews",
  "Automated CI/CD pipelines in GitLab, reducing release time from days to {n} hours",
  "Collaborated with product and design on {n} launches in an agile team",
  "Improved page load times by {n}% through caching and code splitting",
];
const experience = Array.from({ length: 7 }, (_, job) => ({
  position: `Software Engineer ${job + 1}`,
  company: `Company ${job + 1}`,
  date: `Jan ${2010 + job * 2} - Dec ${2011 + job * 2}`,
  bullets: bulletTemplates.map((template, index) => template.replaceAll("{n}", String(3 + job + index))),
}));
const resume = buildResume("bench", {
  headline: "Senior Software Engineer",
  summary:
    "Senior software engineer with fourteen years of experience building web platforms in JavaScript, TypeScript and Python, leading teams and shipping products used by millions.",
  experience,
  education: [
    {
      institution: "King Saud University",
      studyType: "Bachelor's degree",
      area: "Computer Science",
      date: "2005 - 2009",
    },
    { institution: "KAUST", studyType: "Master's degree", area: "Computer Science", date: "2009 - 2010" },
  ],
  skills: [
    { name: "Languages", keywords: ["JavaScript", "TypeScript", "Python", "Go", "SQL"] },
    { name: "Platforms", keywords: ["Kubernetes", "Docker", "AWS", "PostgreSQL", "Redis"] },
    { name: "Practices", keywords: ["CI/CD", "TDD", "Agile", "Microservices"] },
  ],
  languages: ["English", "Arabic", "French"],
  certifications: [{ name: "AWS Certified Solutions Architect" }, { name: "CKA" }, { name: "PMP" }],
});

const paragraphs = [
  "Senior Backend Engineer (Kubernetes, Go)",
  "About us: we build logistics software for the Gulf region and beyond, with teams in Riyadh, Dubai and Cairo.",
  "Responsibilities:",
  ...Array.from(
    { length: 30 },
    (_, index) =>
      `- Design, build and operate distributed services handling ${index + 1} million events a day with high availability and clear ownership`,
  ),
  "Requirements:",
  "- 8+ years of experience in backend development",
  "- Expert in Go, Java or Python; strong SQL and PostgreSQL",
  "- Kubernetes, Docker and AWS in production",
  "- Bachelor's degree in Computer Science or related field",
  "- Excellent communication and teamwork",
  ...Array.from(
    { length: 40 },
    (_, index) =>
      `- Experience number ${index + 1} with observability, incident response, capacity planning, security reviews and cost control in cloud environments`,
  ),
  "Nice to have:",
  "- Kafka, GraphQL, Terraform, Six Sigma, Arabic",
];
const jobDescription = paragraphs.join("\n");
const now = new Date("2026-01-15T00:00:00Z");
const words = jobDescription.split(/\s+/).length;

const runs = Number(options.runs);
const warmUp = Number(options["warm-up"]);
for (let index = 0; index < warmUp; index++) analyzeResume({ resume, jobDescription, now });
const timings: number[] = [];
let last;
for (let index = 0; index < runs; index++) {
  const start = performance.now();
  last = analyzeResume({ resume, jobDescription, now });
  timings.push(performance.now() - start);
}
console.log(
  `resume: ${last?.facts.resumeWords} words, ${last?.facts.bullets} bullets; job description: ${words} words, ${last?.facts.requirements} requirements`,
);
console.log(
  `analyzeResume over ${runs} runs: median ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms (target p95 < 150 ms)`,
);
