"use client";

import { useEffect, useMemo, useRef } from "react";
import { useTranslations } from "next-intl";
import { previewFramePath } from "@/client/builder/preview-protocol";
import { usePreviewFrame } from "@/client/builder/use-preview-frame";
import { letterResumeData } from "@/core/cover-letter/letter-resume-data";
import type { ResumeData } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";

/**
 * The letter in the resume's design, live: the builder's preview frame (/artboard/builder) shown the
 * letter page (letterResumeData, the same data the PDF prints), posted on every change.
 */
export function LetterPreview({ data, html, className }: { data: ResumeData; html: string; className?: string }) {
  const t = useTranslations("coverLetter.preview");
  const page = useMemo(() => letterResumeData(data, html), [data, html]);
  const current = useRef(page);
  const { frameRef, sendResume } = usePreviewFrame({ getResume: () => current.current });

  useEffect(() => {
    current.current = page;
    sendResume();
  }, [page, sendResume]);

  return (
    <div className={cn("relative min-h-0 overflow-hidden bg-muted/60 dark:bg-muted/30", className)}>
      <iframe
        ref={frameRef}
        src={previewFramePath}
        title={t("frameTitle")}
        className="block size-full border-0"
        data-testid="cover-letter-preview"
      />
    </div>
  );
}
