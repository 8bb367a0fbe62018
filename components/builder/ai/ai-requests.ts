"use client";

import { apiRequest } from "@/client/http/api-client";
import type { GenerateSummaryResult } from "@/lib/ai/generate-summary";
import type { WritingHelpResult, WritingKind } from "@/lib/ai/writing-help";

// The builder's calls to the writing routes (app/api/openai/*). Each carries a fresh idempotency
// key; a retry of the same request reuses it, so it is not charged twice.

export type Tone = "casual" | "professional" | "confident" | "friendly";

const paths: Record<WritingKind, string> = {
  improve: "/api/openai/improve-writing",
  fix: "/api/openai/fix-grammar",
  tone: "/api/openai/change-tone",
};

export const writingCosts: Record<WritingKind, number> = { improve: 10, fix: 5, tone: 10 };
export const summaryCost = 40;

export function requestWritingHelp(input: { kind: WritingKind; text: string; language: string; tone?: Tone }) {
  const { kind, ...body } = input;
  return apiRequest<WritingHelpResult>(paths[kind], {
    method: "POST",
    json: { ...body, idempotencyKey: crypto.randomUUID() },
  });
}

export function requestSummary(input: {
  jobTitle: string;
  language: string;
  resumeId?: string;
  idempotencyKey: string;
}) {
  return apiRequest<GenerateSummaryResult>("/api/openai/generate-summary", { method: "POST", json: input });
}

/** The visible text of rich text, one line per block, read by the browser's own parser. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const block of document.body.querySelectorAll("p, li, h1, h2, h3, blockquote, br")) block.after("\n");
  return (document.body.textContent ?? "").replace(/\n{2,}/g, "\n").trim();
}
