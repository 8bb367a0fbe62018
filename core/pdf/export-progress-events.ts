import type { ApiErrorBody } from "@/core/errors/codes";

/*
 * The export progress stream (POST /api/resume/{id}/export/pdf/stream): one JSON object per line.
 * The steps are the real stages of the export (spec §2's four-step modal, DECISIONS.md "Export
 * timings"): the server reports the first three as they happen; "ready" is the browser's own step
 * (the file arrived and was handed to the download). Shared by the route and the dialog.
 */

export const exportSteps = ["prepare", "generate", "finalize", "ready"] as const;
export type ExportStep = (typeof exportSteps)[number];
export type ExportStepStatus = "pending" | "active" | "done" | "error";

export type ExportProgressEvent =
  | { type: "step"; step: Exclude<ExportStep, "ready">; status: "active" | "done" }
  | {
      type: "file";
      fileName: string;
      contentType: "application/pdf";
      base64: string;
      watermarked: boolean;
      tokensCharged: number;
    }
  | { type: "error"; error: ApiErrorBody["error"] };

export const exportProgressContentType = "application/x-ndjson; charset=utf-8";
