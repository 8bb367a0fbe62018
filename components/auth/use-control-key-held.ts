"use client";

import { useSyncExternalStore } from "react";

// Holding Ctrl shows password fields as plain text and reveals shortcut hints (spec accounts §2).
// One listener set for the whole page, shared by every field and the sidebar.

let isHeld = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === isHeld) return;
  isHeld = next;
  for (const listener of listeners) listener();
}

function onKey(event: KeyboardEvent) {
  set(event.ctrlKey);
}

// A released Ctrl is missed when the window loses focus mid-press (Ctrl+Tab, a dialog): reset then.
function onBlur() {
  set(false);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    window.addEventListener("blur", onBlur);
    document.addEventListener("visibilitychange", onBlur);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
      window.removeEventListener("blur", onBlur);
      document.removeEventListener("visibilitychange", onBlur);
      isHeld = false;
    }
  };
}

/** True while the Control key is held down. */
export function useControlKeyHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHeld,
    () => false,
  );
}
