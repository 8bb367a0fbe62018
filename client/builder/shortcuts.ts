// Undo and redo from the keyboard: Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo.

export type HistoryAction = "undo" | "redo";

type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">;

export function historyActionOf(event: KeyLike): HistoryAction | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && event.ctrlKey && !event.shiftKey) return "redo";
  return null;
}

/**
 * Inside a text field the field's own undo acts (the browser's, or the rich text editor's), as a
 * user expects from any text box; everywhere else the shortcut undoes the last edit of the resume.
 */
export function isTextEditingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement) {
    const textual = ["text", "search", "email", "url", "tel", "password", "number", ""];
    return textual.includes(element.type) && !element.readOnly && !element.disabled;
  }
  return false;
}
