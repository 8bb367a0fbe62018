import { useSyncExternalStore } from "react";

// Instant checking is on unless the user turned it off; the choice is this browser's (it is about
// this device's editor, like the theme), kept in localStorage and shared by every open tab.

const storageKey = "vitae:grammar-check";
const listeners = new Set<() => void>();
/** The choice when storage is refused (private mode): it lasts until the page closes. */
let unsaved = true;

function read(): boolean {
  try {
    return window.localStorage.getItem(storageKey) !== "off";
  } catch {
    return unsaved;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setGrammarCheckEnabled(enabled: boolean): void {
  unsaved = enabled;
  try {
    if (enabled) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, "off");
  } catch {
    // Storage refused: `unsaved` holds the choice.
  }
  for (const listener of listeners) listener();
}

/** Whether instant spelling and grammar marks are on (server render: off, so nothing flashes). */
export function useGrammarCheckEnabled(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
