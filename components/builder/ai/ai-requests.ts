"use client";

import { ApiError, apiErrorFrom, apiErrorOf, apiRequest, dispatchApiError } from "@/client/http/api-client";
import { readNdjsonStream } from "@/client/http/read-ndjson-stream";
import type { GenerateSummaryResult, SummaryStreamEvent } from "@/lib/ai/generate-summary";
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

/**
 * Generate summary, its text handed to `onText` as it is written (the route's NDJSON stream), then
 * the result. Refusals (too few tokens, no permission) reach the app-wide handlers as apiRequest's do.
 */
export async function requestSummary(
  input: { jobTitle: string; language: string; resumeId?: string; idempotencyKey: string },
  onText: (written: string) => void,
): Promise<GenerateSummaryResult> {
  let response: Response;
  try {
    response = await fetch("/api/openai/generate-summary", {
      method: "POST",
      credentials: "include",
      headers: {
        "content-type": "application/json",
        accept: "application/x-ndjson",
        "x-page-locale": document.documentElement.lang,
      },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError("NetworkUnavailable", 0);
  }
  if (!response.ok || !response.body) throw dispatchApiError(await apiErrorOf(response));
  let written = "";
  let result: GenerateSummaryResult | null = null;
  let failure: ApiError | null = null;
  await readNdjsonStream<SummaryStreamEvent>(response.body, (event) => {
    if (event.type === "delta") onText((written += event.text));
    else if (event.type === "done") result = event;
    else failure = apiErrorFrom(event.error, 200);
  });
  if (failure) throw dispatchApiError(failure);
  if (!result) throw new ApiError("SomethingWentWrong", 200);
  return result;
}

/** The visible text of rich text, one line per block, read by the browser's own parser. */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const block of document.body.querySelectorAll("p, li, h1, h2, h3, blockquote, br")) block.after("\n");
  return (document.body.textContent ?? "").replace(/\n{2,}/g, "\n").trim();
}
