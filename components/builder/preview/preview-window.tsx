"use client";

import type { ReactNode, Ref } from "react";
import { previewFramePath } from "@/client/builder/preview-protocol";
import { cn } from "@/core/utils/cn";

type PreviewWindowProps = {
  /** usePreviewFrame's ref: the frame it posts the resume to. */
  frameRef: Ref<HTMLIFrameElement>;
  title: string;
  className?: string;
  testId?: string;
  /** Floats over the frame (the builder's toolbar). */
  children?: ReactNode;
};

/** The preview frame (/artboard/builder) filling its box on the muted backdrop the pages stand on. */
export function PreviewWindow({ frameRef, title, className, testId, children }: PreviewWindowProps) {
  return (
    <div className={cn("relative min-h-0 overflow-hidden bg-muted/60 dark:bg-muted/30", className)}>
      <iframe
        ref={frameRef}
        src={previewFramePath}
        title={title}
        className="block size-full border-0"
        data-testid={testId}
      />
      {children}
    </div>
  );
}
