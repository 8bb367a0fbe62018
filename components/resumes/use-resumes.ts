"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/client/http/api-client";
import type { ResumeSummaryDto } from "@/lib/resume/resume-dto";

/** The dashboard's resume list: starts from the server's render, refreshed on window focus. */
export function useResumes(initial: ResumeSummaryDto[]) {
  const [resumes, setResumes] = useState(initial);
  const refresh = useCallback(async () => {
    try {
      setResumes(await apiRequest<ResumeSummaryDto[]>("/resume"));
    } catch {
      // A failed background refresh keeps what is shown; the next focus tries again.
    }
  }, []);
  useEffect(() => {
    window.addEventListener("focus", refresh);
    return () => window.removeEventListener("focus", refresh);
  }, [refresh]);
  return { resumes, refresh };
}
