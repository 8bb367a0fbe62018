"use client";

import { useCallback, useRef, useState } from "react";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ApiError } from "@/client/http/api-client";
import { isErrorCode, type ApiErrorBody } from "@/core/errors/codes";
import {
  analysisSteps,
  type AdvancedAnalysisResponse,
  type AnalysisProgressEvent,
  type AnalysisStep,
  type BasicAnalysisResponse,
} from "@/core/analysis/progress-events";

export type StepStatus = "pending" | "in-progress" | "completed" | "error";
export type AnalysisKind = "basic" | "advanced";

export type AnalysisRun =
  | { state: "idle" }
  | { state: "loading"; kind: AnalysisKind; steps: Record<AnalysisStep, StepStatus>; offline: boolean }
  | {
      state: "done";
      kind: AnalysisKind;
      analysis: BasicAnalysisResponse | AdvancedAnalysisResponse;
      mode: "model" | "offline";
      tokensCharged: number;
    };

const pendingSteps = Object.fromEntries(analysisSteps.map((step) => [step, "pending"])) as Record<
  AnalysisStep,
  StepStatus
>;

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  const error = body?.error;
  return error && isErrorCode(error.code)
    ? new ApiError(error.code, response.status, error)
    : new ApiError("SomethingWentWrong", response.status);
}

/** Reads NDJSON lines as they arrive (a line may be split across chunks). */
async function readLines(body: ReadableStream<Uint8Array>, onEvent: (event: AnalysisProgressEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as AnalysisProgressEvent);
    if (done) return;
  }
}

/**
 * One analysis run: POST /api/ai/analyze[/advanced], the five steps follow the server's real events,
 * the result replaces them. A failure marks its step as error and is thrown to the caller.
 */
export function useAnalysis() {
  const [run, setRun] = useState<AnalysisRun>({ state: "idle" });
  const busy = useRef(false);

  const start = useCallback(
    async (kind: AnalysisKind, input: { resumeId: string; jobDescription: string; headline?: string }) => {
      if (busy.current) return;
      busy.current = true;
      let steps = { ...pendingSteps };
      let offline = false;
      let current: AnalysisStep = "scan";
      setRun({ state: "loading", kind, steps, offline });
      try {
        const response = await fetch(kind === "advanced" ? "/api/ai/analyze/advanced" : "/api/ai/analyze", {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", "x-page-locale": document.documentElement.lang },
          body: JSON.stringify({ ...input, headline: input.headline || undefined, requestId: crypto.randomUUID() }),
        });
        if (!response.ok || !response.body) throw await errorOf(response);
        let failure: ApiError | null = null;
        let result: Extract<AnalysisProgressEvent, { type: "result" }> | null = null;
        await readLines(response.body, (event) => {
          if (event.type === "step") {
            current = event.step;
            if (event.offline) offline = true;
            steps = { ...steps, [event.step]: event.status === "active" ? "in-progress" : "completed" };
            setRun({ state: "loading", kind, steps, offline });
          } else if (event.type === "result") {
            result = event;
          } else {
            failure = isErrorCode(event.error.code)
              ? new ApiError(event.error.code, 200, event.error)
              : new ApiError("SomethingWentWrong", 200);
          }
        });
        if (failure) throw failure;
        const finished = result as Extract<AnalysisProgressEvent, { type: "result" }> | null;
        if (!finished) throw new ApiError("SomethingWentWrong", 200);
        setRun({
          state: "done",
          kind,
          analysis: finished.analysis,
          mode: finished.mode,
          tokensCharged: finished.tokensCharged,
        });
      } catch (error) {
        setRun({ state: "loading", kind, steps: { ...steps, [current]: "error" }, offline });
        throw error instanceof ApiError ? error : new ApiError("SomethingWentWrong", 0);
      } finally {
        busy.current = false;
        void refreshTokenBalance({ force: true });
      }
    },
    [],
  );

  const reset = useCallback(() => setRun({ state: "idle" }), []);
  return { run, start, reset };
}
