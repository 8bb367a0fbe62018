"use client";

import { useEffect, useRef, useState } from "react";
import { useTheme } from "next-themes";
import { useTranslations } from "next-intl";
import {
  isFromPreviewMessage,
  previewFramePath,
  previewScale,
  type ToPreviewMessage,
  type ViewCommand,
} from "@/client/builder/preview-protocol";
import { useBuilderStore } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";
import { PreviewToolbar } from "./preview-toolbar";

const resendEveryMs = 300;
const maxResends = 20;

/**
 * The live preview: the resume is posted to the frame on every change (never polled), the frame
 * answers READY when it listens and RENDERED after it painted. Until the first RENDERED the
 * current resume is re-sent, so a slow frame load cannot leave the preview empty.
 */
export function BuilderPreview({
  className,
  onUndo,
  onRedo,
}: {
  className?: string;
  onUndo: () => void;
  onRedo: () => void;
}) {
  const t = useTranslations("builder");
  const frameRef = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const acknowledged = useRef(false);
  const [view, setView] = useState<{ scale: number; panMode: boolean }>({
    scale: previewScale.initial,
    panMode: false,
  });
  const [pageCount, setPageCount] = useState<number | null>(null);
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  const darkRef = useRef(dark);

  useEffect(() => {
    const post = (message: ToPreviewMessage) =>
      frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
    const sendResume = () => {
      const data = useBuilderStore.getState().data;
      if (!data) return;
      revision.current += 1;
      post({ type: "SET_RESUME", revision: revision.current, data });
    };
    const sendAll = () => {
      post({ type: "SET_APPEARANCE", dark: darkRef.current });
      sendResume();
    };

    let resends = 0;
    const retry = setInterval(() => {
      if (acknowledged.current || resends >= maxResends) return clearInterval(retry);
      resends += 1;
      sendAll();
    }, resendEveryMs);

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const message: unknown = event.data;
      if (!isFromPreviewMessage(message)) return;
      switch (message.type) {
        case "READY":
          // Also after the frame reloads by itself (development refresh).
          acknowledged.current = false;
          sendAll();
          break;
        case "RENDERED":
          acknowledged.current = true;
          setPageCount(message.pageCount);
          break;
        case "VIEW":
          setView({ scale: message.scale, panMode: message.panMode });
          break;
        case "HISTORY":
          if (message.action === "undo") onUndo();
          else onRedo();
          break;
      }
    };
    window.addEventListener("message", onMessage);
    // Post on data change only: typing costs one structured clone and one frame render.
    let lastData = useBuilderStore.getState().data;
    const unsubscribe = useBuilderStore.subscribe((state) => {
      if (state.data === lastData) return;
      lastData = state.data;
      sendResume();
    });
    return () => {
      clearInterval(retry);
      window.removeEventListener("message", onMessage);
      unsubscribe();
    };
  }, [onUndo, onRedo]);

  useEffect(() => {
    darkRef.current = dark;
    frameRef.current?.contentWindow?.postMessage(
      { type: "SET_APPEARANCE", dark } satisfies ToPreviewMessage,
      window.location.origin,
    );
  }, [dark]);

  const command = (type: ViewCommand) =>
    frameRef.current?.contentWindow?.postMessage({ type } satisfies ToPreviewMessage, window.location.origin);

  return (
    <div className={cn("relative h-full min-h-0 overflow-hidden bg-muted/60 dark:bg-muted/30", className)}>
      <iframe
        ref={frameRef}
        src={previewFramePath}
        title={t("preview.frameTitle")}
        className="block size-full border-0"
      />
      <PreviewToolbar view={view} pageCount={pageCount} onCommand={command} onUndo={onUndo} onRedo={onRedo} />
    </div>
  );
}
