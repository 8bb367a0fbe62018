import "server-only";
import { cache } from "react";
import type { ResumeData } from "@/core/resume/schema";
import { findPublicResume, getPublicResumeData, type PublicResumeEntry } from "@/lib/resume/get-public-resume";
import { cachedPublicResume } from "@/lib/resume/public-resume-cache";
import { nullWhenNoPublicResume } from "./null-when-no-public-resume";
import { loadTemplateLabels } from "@/components/templates/load-template-labels";
import { renderResumeDocument } from "@/components/templates/render-resume-html";
import type { TemplateLabels } from "@/components/templates/types";

export type PublicResumeWhere = { username: string; slug: string } | { id: string };

// The frame is the page's sheet of paper: it lies on the page's own background, light or dark.
const frameDocumentCss = "<style>html { background: transparent; } body { padding: 0 0 8px; }</style>";

/** What a public page shows of a resume: its data, the words its template prints, the printed page's document. */
type PublicResumeContent = { data: ResumeData; labels: TemplateLabels; document: string };

export type PublicResumePageData =
  | (Extract<PublicResumeEntry, { status: "available" }> & PublicResumeContent)
  | Extract<PublicResumeEntry, { status: "upgrade_required" }>;

async function renderContent(resumeId: string): Promise<PublicResumeContent> {
  const data = await getPublicResumeData(resumeId);
  const labels = await loadTemplateLabels(data.metadata.locale);
  const rendered = await renderResumeDocument(data, { mode: "preview", assetBaseUrl: "", labels });
  return { data, labels, document: rendered.replace("</head>", `${frameDocumentCss}</head>`) };
}

/**
 * The data, labels and printed page's document of an available public resume, made once per version of
 * the resume (lib/resume/public-resume-cache.ts). The caller has just read `entry` (findPublicResume).
 */
export function publicResumeContent(
  entry: Extract<PublicResumeEntry, { status: "available" }>,
): Promise<PublicResumeContent> {
  return cachedPublicResume(
    entry.id,
    entry.stamp,
    () => renderContent(entry.id),
    ({ data, document }) => document.length + JSON.stringify(data).length,
  );
}

/**
 * The public resume for one request (metadata and page share it); null when there is none to show
 * (private, deleted, a wrong name), which the pages answer with a redirect to / (spec §2). Who may
 * see it is read fresh every time (findPublicResume); the data and the rendered document are kept
 * per version of the resume (lib/resume/public-resume-cache.ts), so a visit renders no template.
 */
export const loadPublicResume = cache((key: string): Promise<PublicResumePageData | null> =>
  nullWhenNoPublicResume(async () => {
    const entry = await findPublicResume(JSON.parse(key) as PublicResumeWhere);
    if (entry.status !== "available") return entry;
    return { ...entry, ...(await publicResumeContent(entry)) };
  }),
);

/** React's cache compares arguments by identity: the lookup is keyed by its JSON. */
export function publicResumeKey(where: PublicResumeWhere): string {
  return JSON.stringify("id" in where ? { id: where.id } : { username: where.username, slug: where.slug });
}
