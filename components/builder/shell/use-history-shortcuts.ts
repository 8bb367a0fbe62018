"use client";

import { useEffect } from "react";
import { historyActionOf, isTextEditingTarget } from "@/client/builder/shortcuts";

/** Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) on the page, except where a text field's own undo acts. */
export function useHistoryShortcuts(onUndo: () => void, onRedo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = historyActionOf(event);
      if (!action || event.defaultPrevented || isTextEditingTarget(event.target)) return;
      event.preventDefault();
      if (action === "undo") onUndo();
      else onRedo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onUndo, onRedo]);
}
