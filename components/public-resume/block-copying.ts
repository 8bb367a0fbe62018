/**
 * The "discourage copying" owner option (DECISIONS.md, spec §2): the print, save and view-source
 * shortcuts and the developer-tools keys do nothing, and the context menu does not open. It is a
 * deterrent, not protection: what a browser shows can always be copied.
 */
export function isBlockedShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
): boolean {
  const key = event.key.toLowerCase();
  if (key === "f12" || key === "printscreen") return true;
  const command = event.ctrlKey || event.metaKey;
  if (!command) return false;
  if (key === "p" || key === "s" || key === "u") return true;
  // Developer tools: Ctrl+Shift+I/J/C, and Cmd+Option+I/J/C on macOS.
  return (event.shiftKey || event.altKey) && (key === "i" || key === "j" || key === "c");
}

function onKeyDown(event: KeyboardEvent) {
  if (!isBlockedShortcut(event)) return;
  event.preventDefault();
  event.stopPropagation();
}

function onContextMenu(event: Event) {
  event.preventDefault();
}

/** Attaches the blocking to a document (the page, or the resume frame's); returns the undo. */
export function blockCopyingIn(document: Document): () => void {
  document.addEventListener("keydown", onKeyDown, true);
  document.addEventListener("keyup", onKeyDown, true);
  document.addEventListener("contextmenu", onContextMenu, true);
  const style = document.createElement("style");
  style.textContent =
    "html, body { -webkit-user-select: none; user-select: none; } @media print { body { display: none !important; } }";
  document.head.append(style);
  return () => {
    document.removeEventListener("keydown", onKeyDown, true);
    document.removeEventListener("keyup", onKeyDown, true);
    document.removeEventListener("contextmenu", onContextMenu, true);
    style.remove();
  };
}

/** Spec §2: developer tools docked beside or below the page make the window 160 px larger than its viewport. */
export const devToolsThreshold = 160;

export function looksLikeDevToolsOpen(
  view: Pick<Window, "outerWidth" | "innerWidth" | "outerHeight" | "innerHeight">,
): boolean {
  return (
    view.outerWidth - view.innerWidth > devToolsThreshold || view.outerHeight - view.innerHeight > devToolsThreshold
  );
}
