"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { previewScale, type FromPreviewMessage, type ViewCommand } from "@/client/builder/preview-protocol";
import { usePreviewFrame } from "@/client/builder/use-preview-frame";
import { useBuilderStore } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";
import { PreviewToolbar } from "./preview-toolbar";
import { PreviewWindow } from "./preview-window";

const readStoreData = () => useBuilderStore.getState().data;

/**
 * The live preview: the resume is posted to the frame on every change (never polled; the handshake with
 * the frame is usePreviewFrame's), with the toolbar's zoom, pan, page count and undo/redo.
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
  const [view, setView] = useState<{ scale: number; panMode: boolean }>({
    scale: previewScale.initial,
    panMode: false,
  });
  const [pageCount, setPageCount] = useState<number | null>(null);
  const onMessage = useCallback(
    (message: FromPreviewMessage) => {
      if (message.type === "RENDERED") setPageCount(message.pageCount);
      else if (message.type === "VIEW") setView({ scale: message.scale, panMode: message.panMode });
      else if (message.type === "HISTORY") (message.action === "undo" ? onUndo : onRedo)();
    },
    [onUndo, onRedo],
  );
  const { frameRef, post, sendResume } = usePreviewFrame({ getResume: readStoreData, onMessage });

  // Post on data change only: typing costs one structured clone and one frame render.
  useEffect(() => {
    let lastData = useBuilderStore.getState().data;
    return useBuilderStore.subscribe((state) => {
      if (state.data === lastData) return;
      lastData = state.data;
      sendResume();
    });
  }, [sendResume]);

  const command = (type: ViewCommand) => post({ type });

  return (
    <PreviewWindow frameRef={frameRef} title={t("preview.frameTitle")} className={cn("h-full", className)}>
      <PreviewToolbar view={view} pageCount={pageCount} onCommand={command} onUndo={onUndo} onRedo={onRedo} />
    </PreviewWindow>
  );
}
