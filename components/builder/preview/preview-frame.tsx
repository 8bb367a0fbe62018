"use client";

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from "react";
import { ResumeView } from "@/components/templates/resume-view";
import { defaultTemplateLabels, type TemplateLabels } from "@/components/templates/types";
import {
  clampScale,
  countPreviewPages,
  isToPreviewMessage,
  previewScale,
  type FromPreviewMessage,
} from "@/client/builder/preview-protocol";
import { historyActionOf } from "@/client/builder/shortcuts";
import type { ResumeData } from "@/core/resume/schema";
import { pageSizeInPixels, previewSheetGap } from "@/core/templates/page-format";

type View = { scale: number; x: number; y: number; panMode: boolean; fitted: boolean };
const initialView: View = { scale: previewScale.initial, x: 0, y: 0, panMode: false, fitted: false };
/** Space around the pages inside the frame. */
const padding = 32;

/** 80 % (the default), or less on a narrow frame so that the page's width fits (never under 40 %). */
function fittingScale(pageWidth: number): number {
  return clampScale(Math.min(previewScale.initial, (window.innerWidth - padding * 2) / pageWidth));
}

function postToParent(message: FromPreviewMessage) {
  if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
}

/**
 * The builder's preview frame (/artboard/builder): renders the resume its parent sends, in its
 * template, as page sheets; zooms and pans on the parent's commands; reports its page count and
 * when each revision was painted. Messages are accepted only from the parent window on this origin.
 */
export function PreviewFrame({ labelsByLocale }: { labelsByLocale: Record<string, TemplateLabels> }) {
  const [resume, setResume] = useState<{ revision: number; data: ResumeData } | null>(null);
  const [view, setView] = useState<View>(initialView);
  const [stackHeight, setStackHeight] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const resumeRef = useRef(resume);
  const stackRef = useRef<HTMLDivElement>(null);
  const pageWidthRef = useRef(pageSizeInPixels("a4").width);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message: unknown = event.data;
      if (!isToPreviewMessage(message)) return;
      switch (message.type) {
        case "SET_RESUME":
          setResume({ revision: message.revision, data: message.data });
          // A phone's frame is narrower than 80 % of a page: the first resume starts at the scale that fits.
          setView((current) =>
            current.fitted
              ? current
              : {
                  ...current,
                  fitted: true,
                  scale: fittingScale(pageSizeInPixels(message.data.metadata.page.format).width),
                },
          );
          break;
        case "SET_APPEARANCE":
          document.documentElement.style.colorScheme = message.dark ? "dark" : "light";
          break;
        case "TOGGLE_PAN_MODE":
          setView((current) => ({ ...current, panMode: !current.panMode }));
          break;
        case "ZOOM_IN":
          setView((current) => ({ ...current, scale: clampScale(current.scale + previewScale.step) }));
          break;
        case "ZOOM_OUT":
          setView((current) => ({ ...current, scale: clampScale(current.scale - previewScale.step) }));
          break;
        case "RESET_VIEW":
          setView((current) => ({
            ...initialView,
            fitted: true,
            scale: fittingScale(pageWidthRef.current),
            panMode: current.panMode,
          }));
          window.scrollTo({ top: 0, left: 0 });
          break;
        case "CENTER_VIEW":
          setView((current) => ({ ...current, x: 0, y: 0 }));
          window.scrollTo({ top: 0, left: (document.documentElement.scrollWidth - window.innerWidth) / 2 });
          break;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = historyActionOf(event);
      if (!action) return;
      event.preventDefault();
      postToParent({ type: "HISTORY", action });
    };
    window.addEventListener("message", onMessage);
    window.addEventListener("keydown", onKeyDown);
    postToParent({ type: "READY" });
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  useEffect(() => {
    postToParent({ type: "VIEW", scale: view.scale, panMode: view.panMode });
  }, [view.scale, view.panMode]);

  const format = resume?.data.metadata.page.format ?? "a4";
  const page = pageSizeInPixels(format);
  useEffect(() => {
    pageWidthRef.current = page.width;
  }, [page.width]);

  // Measures the pages and reports them after the next paint. After each revision is in the DOM, and
  // again whenever the stack's height changes without one: a web font that finished loading, an image.
  const reported = useRef<{ revision: number; height: number } | null>(null);
  const report = useCallback(() => {
    const current = resumeRef.current;
    if (!current) return;
    const sheets = stackRef.current?.querySelector<HTMLElement>(".vr-sheets");
    const height = sheets?.offsetHeight ?? page.height;
    const { revision } = current;
    if (reported.current?.revision === revision && reported.current.height === height) return;
    reported.current = { revision, height };
    setStackHeight(height);
    const pageCount = countPreviewPages(height, page.height, previewSheetGap);
    setPageCount(pageCount);
    requestAnimationFrame(() => {
      // rAF runs just before the paint; a task queued from it runs just after.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        postToParent({
          type: "RENDERED",
          revision,
          pageCount,
          height,
          paintedAt: performance.timeOrigin + performance.now(),
        });
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
  }, [page.height]);

  useLayoutEffect(() => {
    resumeRef.current = resume;
    report();
    // Again once the fonts this revision asks for are in (the ResizeObserver below sees most of that).
    void document.fonts.ready.then(report);
  }, [resume, report]);

  useEffect(() => {
    const stack = stackRef.current;
    if (!stack) return;
    // The stack's box is its content's (it is absolutely placed): a font that changes the text's
    // metrics changes its height.
    const observer = new ResizeObserver(() => report());
    observer.observe(stack);
    document.fonts.addEventListener("loadingdone", report);
    return () => {
      observer.disconnect();
      document.fonts.removeEventListener("loadingdone", report);
    };
  }, [report]);

  const onWheel = useCallback((event: WheelEvent) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    setView((current) => ({
      ...current,
      scale: clampScale(current.scale - Math.sign(event.deltaY) * previewScale.step),
    }));
  }, []);
  useEffect(() => {
    window.addEventListener("wheel", onWheel, { passive: false });
    return () => window.removeEventListener("wheel", onWheel);
  }, [onWheel]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!view.panMode || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, x: view.x, y: view.y };
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    setView((current) => ({
      ...current,
      x: start.x + event.clientX - start.startX,
      y: start.y + event.clientY - start.startY,
    }));
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };

  const scaledWidth = page.width * view.scale;
  const scaledHeight = Math.max(stackHeight, page.height) * view.scale;
  const labels = resume
    ? (labelsByLocale[resume.data.metadata.locale] ?? labelsByLocale["en-US"] ?? defaultTemplateLabels)
    : defaultTemplateLabels;

  return (
    <div
      style={{
        height: "100dvh",
        overflow: view.panMode ? "hidden" : "auto",
        cursor: view.panMode ? (dragging ? "grabbing" : "grab") : undefined,
        touchAction: view.panMode ? "none" : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      data-pan-mode={view.panMode || undefined}
    >
      <div
        style={{
          position: "relative",
          minWidth: "100%",
          width: scaledWidth + padding * 2,
          height: scaledHeight + padding * 2,
        }}
      >
        <div
          ref={stackRef}
          data-scale={view.scale}
          data-page-count={pageCount ?? undefined}
          style={{
            position: "absolute",
            top: padding,
            left: "50%",
            width: page.width,
            transformOrigin: "top center",
            transform: `translateX(-50%) translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            userSelect: view.panMode ? "none" : undefined,
          }}
        >
          {resume && <ResumeView data={resume.data} mode="preview" labels={labels} />}
        </div>
      </div>
    </div>
  );
}
