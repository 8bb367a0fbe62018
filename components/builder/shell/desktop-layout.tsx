"use client";

import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { directionOf, isLocale } from "@/core/i18n/locales";
import { cn } from "@/core/utils/cn";
import { EditorTabs, type EditorPanelName } from "./editor-panels";
import { SkipLinks, skipTargetIds } from "./skip-links";

/** The editor's share of the width, in %: 40 at first, 20 to 50 (the preview keeps at least half). */
export const editorWidth = { initial: 40, min: 20, max: 50, keyboardStep: 5 } as const;

const clampWidth = (percent: number) => Math.min(editorWidth.max, Math.max(editorWidth.min, percent));

/**
 * Desktop: the editor and the preview side by side, with a separator between them that the pointer drags and
 * the arrow keys move (a window splitter in WAI-ARIA's terms: its value is the editor's share of the width).
 * Written here rather than with a panels library: this is all the builder needs of one, and the library cost
 * the builder's first load about 25 KiB compressed.
 */
export function DesktopLayout({ header, preview }: { header: ReactNode; preview: ReactNode }) {
  const [panel, setPanel] = useState<EditorPanelName>("content");
  const [width, setWidth] = useState<number>(editorWidth.initial);
  const [dragging, setDragging] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  // The row's edges, measured once as a drag starts (not at every move).
  const dragRow = useRef<{ left: number; right: number; width: number } | null>(null);
  const locale = useLocale();
  // The editor is on the inline start: on the right in a right-to-left interface.
  const isRtl = isLocale(locale) && directionOf(locale) === "rtl";
  const t = useTranslations("builder.skipLinks");

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const row = rowRef.current;
    if (event.button !== 0 || !row) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    const { left, right, width: rowWidth } = row.getBoundingClientRect();
    dragRow.current = { left, right, width: rowWidth };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const row = dragRow.current;
    if (!row) return;
    const fromStart = isRtl ? row.right - event.clientX : event.clientX - row.left;
    setWidth(clampWidth((fromStart / row.width) * 100));
  };
  const endDrag = () => {
    dragRow.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Arrows move the separator the way they point, whatever the direction of the page.
    const grow = isRtl ? "ArrowLeft" : "ArrowRight";
    const shrink = isRtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === grow
        ? width + editorWidth.keyboardStep
        : event.key === shrink
          ? width - editorWidth.keyboardStep
          : event.key === "Home"
            ? editorWidth.min
            : event.key === "End"
              ? editorWidth.max
              : null;
    if (next === null) return;
    event.preventDefault();
    setWidth(clampWidth(next));
  };

  return (
    <div className="flex h-dvh flex-col">
      <SkipLinks />
      {header}
      <main className="flex min-h-0 flex-1">
        <div ref={rowRef} className={cn("flex min-h-0 min-w-0 flex-1", dragging && "cursor-col-resize select-none")}>
          <div
            id="builder-editor-pane"
            className="min-h-0 min-w-0 shrink-0 overflow-hidden bg-background"
            style={{ flexBasis: `${width}%` }}
          >
            <div id={skipTargetIds.content} className="h-full">
              <EditorTabs panel={panel} onPanelChange={setPanel} />
            </div>
          </div>
          {/* Named, and with a visible focus state: arrow keys move it (issue 25, item 8). */}
          <div
            role="separator"
            tabIndex={0}
            aria-label={t("resizer")}
            aria-orientation="vertical"
            aria-controls="builder-editor-pane"
            aria-valuenow={Math.round(width)}
            aria-valuemin={editorWidth.min}
            aria-valuemax={editorWidth.max}
            data-separator={dragging ? "active" : "inactive"}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onLostPointerCapture={endDrag}
            onKeyDown={onKeyDown}
            className="relative z-10 w-px shrink-0 cursor-col-resize touch-none bg-border outline-none after:absolute after:inset-y-0 after:-start-1 after:w-2 hover:bg-primary/50 focus-visible:w-1 focus-visible:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[separator=active]:bg-primary"
          />
          {/* While dragging, the preview's frame must not take the pointer's events. */}
          <div className={cn("min-h-0 min-w-0 flex-1", dragging && "pointer-events-none")}>
            <div id={skipTargetIds.preview} className="h-full">
              {preview}
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
