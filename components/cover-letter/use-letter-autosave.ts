"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CoverLetterSave } from "@/core/cover-letter/schema";
import { saveCoverLetter } from "./cover-letter-requests";

export type LetterSaveStatus = "idle" | "saving" | "saved" | "failed";

const debounceMs = 800;

/**
 * Saves the letter a moment after the last edit (one PUT of the whole letter, never two at once).
 * A failed save keeps the editor's text and says so; the next edit or Retry sends it again.
 */
export function useLetterAutosave(resumeId: string, initial: CoverLetterSave) {
  const [status, setStatus] = useState<LetterSaveStatus>("idle");
  const latest = useRef(initial);
  const saved = useRef(JSON.stringify(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<void> | null>(null);

  const flush = useCallback((): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // A save under way takes the newer edits in its next round.
    if (running.current) return running.current;
    const run = (async () => {
      while (JSON.stringify(latest.current) !== saved.current) {
        const json = JSON.stringify(latest.current);
        setStatus("saving");
        try {
          await saveCoverLetter(resumeId, latest.current);
          saved.current = json;
        } catch {
          setStatus("failed");
          return;
        }
      }
      setStatus((current) => (current === "idle" ? "idle" : "saved"));
    })().finally(() => {
      running.current = null;
    });
    running.current = run;
    return run;
  }, [resumeId]);

  const schedule = useCallback(
    (letter: CoverLetterSave) => {
      latest.current = letter;
      // "Saved" would be untrue from the first keystroke on: the edit is on its way.
      if (JSON.stringify(letter) !== saved.current) setStatus("saving");
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), debounceMs);
    },
    [flush],
  );

  /** The server already holds `letter` (a generated one): nothing to send. */
  const markSaved = useCallback((letter: CoverLetterSave) => {
    latest.current = letter;
    saved.current = JSON.stringify(letter);
    setStatus("saved");
  }, []);

  // Leaving the page sends what is still waiting; with an edit not yet on the server, the browser asks first
  // (a save started while the page unloads may not arrive).
  useEffect(() => {
    const onHide = () => void flush();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (JSON.stringify(latest.current) === saved.current) return;
      void flush();
      event.preventDefault();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("beforeunload", onBeforeUnload);
      void flush();
    };
  }, [flush]);

  return { status, schedule, flush, markSaved };
}
