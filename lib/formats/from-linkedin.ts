import "server-only";
import Papa from "papaparse";
import { createDefaultResumeData, createSectionItem, type ResumeData } from "@/core/resume/schema";
import { importError } from "./import-error";
import { readZipEntries } from "./read-zip";
import { formatPeriod, levelFromWords, plainTextToHtml, readUrl } from "./text";

// A LinkedIn data export ("Get a copy of your data"): a zip of CSV files. The ones read are those
// of spec §3; LinkedIn puts them at the top of the archive, some tools re-zip them inside a folder.

const files = [
  "Profile",
  "Email Addresses",
  "Certifications",
  "Education",
  "Languages",
  "Positions",
  "Projects",
  "Skills",
] as const;
type LinkedInFile = (typeof files)[number];
type Row = Record<string, string>;

const baseName = (path: string) => path.split("/").pop() ?? "";
const wantedNames = new Set(files.map((file) => `${file}.csv`));

export async function fromLinkedInZip(bytes: Uint8Array): Promise<ResumeData> {
  const entries = await readZipEntries(bytes, (path) => wantedNames.has(baseName(path)));
  const tables = new Map<LinkedInFile, Row[]>();
  for (const [path, text] of entries)
    tables.set(baseName(path).slice(0, -".csv".length) as LinkedInFile, readCsv(text, path));
  if (tables.size === 0) throw importError("noFilesInZip");
  return toResumeData((file) => tables.get(file) ?? []);
}

function readCsv(text: string, place: string): Row[] {
  // LinkedIn starts some files with a "Notes:" paragraph before the header row.
  const body = text.replace(/^\uFEFF/, "").replace(/^Notes:[\s\S]*?\r?\n\r?\n/, "");
  const parsed = Papa.parse<Record<string, unknown>>(body, {
    header: true,
    delimiter: ",",
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  const fatal = parsed.errors.find((error) => error.type === "Quotes");
  if (fatal) throw importError("unreadableCsv", `${place}:${(fatal.row ?? 0) + 2}`);
  // A row with more cells than headers keeps the extra ones under __parsed_extra: not ours to read.
  return parsed.data.map((row) =>
    Object.fromEntries(
      Object.entries(row).flatMap(([key, value]) => (typeof value === "string" ? [[key, value.trim()]] : [])),
    ),
  );
}

/** Spec §5: education text shorter than 2 characters reads Unknown. */
const educationText = (value: string | undefined) => ((value ?? "").length < 2 ? "Unknown" : value!);
const link = (href: string | undefined) => ({ label: "", href: readUrl({ href }, "href") });

function toResumeData(table: (file: LinkedInFile) => Row[]): ResumeData {
  const data = createDefaultResumeData();
  const profile = table("Profile")[0] ?? {};
  const emails = table("Email Addresses");
  const primaryEmail = emails.find((row) => row["Primary"] === "Yes") ?? emails[0];
  Object.assign(data.basics, {
    name: [profile["First Name"], profile["Last Name"]].filter(Boolean).join(" "),
    headline: profile["Headline"] ?? "",
    location: profile["Geo Location"] ?? "",
    email: primaryEmail?.["Email Address"] ?? "",
  });
  data.sections.summary.content = plainTextToHtml(profile["Summary"] ?? "");

  data.sections.experience.items = table("Positions").map((row) => ({
    ...createSectionItem("experience"),
    company: row["Company Name"] ?? "",
    position: row["Title"] ?? "",
    location: row["Location"] ?? "",
    date: formatPeriod(row["Started On"] ?? "", row["Finished On"] ?? ""),
    summary: plainTextToHtml(row["Description"] ?? ""),
  }));
  data.sections.education.items = table("Education").map((row) => ({
    ...createSectionItem("education"),
    institution: educationText(row["School Name"]),
    studyType: educationText(row["Degree Name"]),
    area: educationText(row["Notes"]),
    date: formatPeriod(row["Start Date"] ?? "", row["End Date"] ?? ""),
    summary: plainTextToHtml(row["Activities"] ?? ""),
  }));
  data.sections.certifications.items = table("Certifications").map((row) => ({
    ...createSectionItem("certifications"),
    name: row["Name"] ?? "",
    issuer: row["Authority"] ?? "",
    date: formatPeriod(row["Started On"] ?? "", row["Finished On"] ?? ""),
    url: link(row["Url"]),
  }));
  data.sections.languages.items = table("Languages").map((row) => ({
    ...createSectionItem("languages"),
    name: row["Name"] ?? "",
    description: row["Proficiency"] ?? "",
    level: levelFromWords(row["Proficiency"] ?? ""),
  }));
  data.sections.projects.items = table("Projects").map((row) => ({
    ...createSectionItem("projects"),
    name: row["Title"] ?? "",
    date: formatPeriod(row["Started On"] ?? "", row["Finished On"] ?? ""),
    summary: plainTextToHtml(row["Description"] ?? ""),
    url: link(row["Url"]),
  }));
  data.sections.skills.items = table("Skills").map((row) => ({
    ...createSectionItem("skills"),
    name: row["Name"] ?? "",
    level: 0,
  }));
  return data;
}
