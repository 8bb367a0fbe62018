"use client";

import { useCallback, useRef, useState } from "react";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ApiError, apiErrorFrom, apiErrorOf, dispatchApiError } from "@/client/http/api-client";
import { readNdjsonStream } from "@/client/http/read-ndjson-stream";
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
        // Too few tokens opens the app-wide token dialog (before the stream or in it), as for every charged call.
        if (!response.ok || !response.body) throw dispatchApiError(await apiErrorOf(response));
        let failure: ApiError | null = null;
        let result: Extract<AnalysisProgressEvent, { type: "result" }> | null = null;
        await readNdjsonStream<AnalysisProgressEvent>(response.body, (event) => {
          if (event.type === "step") {
            current = event.step;
            if (event.offline) offline = true;
            steps = { ...steps, [event.step]: event.status === "active" ? "in-progress" : "completed" };
            setRun({ state: "loading", kind, steps, offline });
          } else if (event.type === "result") {
            result = event;
          } else {
            failure = apiErrorFrom(event.error, 200);
          }
        });
        if (failure) throw dispatchApiError(failure);
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
