import type { ResumeData } from "@/core/resume/schema";

// The messages between the builder and its preview frame (/artboard/builder). Both are this
// site's pages: every postMessage names `location.origin` as the target, and every receiver checks
// the origin and that the sender is the expected window (the parent, or the frame it embeds).

export const previewFramePath = "/artboard/builder";

/** Preview scale: clamped to 0.4-1, 0.8 by default, in steps of 0.1. */
export const previewScale = { min: 0.4, max: 1, initial: 0.8, step: 0.1 } as const;

export function clampScale(scale: number): number {
  return Math.round(Math.min(previewScale.max, Math.max(previewScale.min, scale)) * 100) / 100;
}

export type ViewCommand = "TOGGLE_PAN_MODE" | "ZOOM_IN" | "ZOOM_OUT" | "RESET_VIEW" | "CENTER_VIEW";

/** Builder → frame. */
export type ToPreviewMessage =
  | { type: "SET_RESUME"; revision: number; data: ResumeData }
  | { type: "SET_APPEARANCE"; dark: boolean }
  | { type: ViewCommand };

/** Frame → builder. */
export type FromPreviewMessage =
  | { type: "READY" }
  /** After the frame painted `revision`: `paintedAt` is on the shared clock (timeOrigin + now). */
  | { type: "RENDERED"; revision: number; pageCount: number; height: number; paintedAt: number }
  | { type: "VIEW"; scale: number; panMode: boolean }
  /** Undo/redo pressed while the frame had the focus. */
  | { type: "HISTORY"; action: "undo" | "redo" };

const viewCommands: ReadonlySet<string> = new Set<ViewCommand>([
  "TOGGLE_PAN_MODE",
  "ZOOM_IN",
  "ZOOM_OUT",
  "RESET_VIEW",
  "CENTER_VIEW",
]);

function typeOf(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  const type = (value as { type?: unknown }).type;
  return typeof type === "string" ? type : null;
}

export function isToPreviewMessage(value: unknown): value is ToPreviewMessage {
  const type = typeOf(value);
  if (type === "SET_RESUME") {
    const message = value as { revision?: unknown; data?: unknown };
    return typeof message.revision === "number" && typeof message.data === "object" && message.data !== null;
  }
  if (type === "SET_APPEARANCE") return typeof (value as { dark?: unknown }).dark === "boolean";
  return type !== null && viewCommands.has(type);
}

export function isFromPreviewMessage(value: unknown): value is FromPreviewMessage {
  const type = typeOf(value);
  if (type === "READY") return true;
  if (type === "RENDERED") {
    const message = value as Record<string, unknown>;
    return (
      typeof message.revision === "number" &&
      typeof message.pageCount === "number" &&
      typeof message.height === "number"
    );
  }
  if (type === "VIEW") return typeof (value as { scale?: unknown }).scale === "number";
  if (type === "HISTORY") {
    const action = (value as { action?: unknown }).action;
    return action === "undo" || action === "redo";
  }
  return false;
}

/** Pages in the preview's sheet stack: each page is its height plus the gap between sheets. */
export function countPreviewPages(stackHeight: number, pageHeight: number, sheetGap: number): number {
  if (pageHeight <= 0) return 1;
  return Math.max(1, Math.ceil((stackHeight + sheetGap) / (pageHeight + sheetGap) - 0.01));
}
