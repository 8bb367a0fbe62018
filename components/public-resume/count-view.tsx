"use client";

import { useEffect } from "react";

/**
 * Counts this visit (POST /resume/{id}/view) once the page is on screen. The page itself is the same
 * for every visitor, so that it can be served without per-visitor work; the view route decides who the
 * visitor is (never the owner) and counts each one once an hour (lib/resume/record-resume-view.ts).
 */
export function CountView({ resumeId }: { resumeId: string }) {
  useEffect(() => {
    void fetch(`/resume/${encodeURIComponent(resumeId)}/view`, { method: "POST", keepalive: true }).catch(() => {});
  }, [resumeId]);
  return null;
}
