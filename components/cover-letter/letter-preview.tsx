"use client";

import { useEffect, useMemo, useRef } from "react";
import { useTranslations } from "next-intl";
import { PreviewWindow } from "@/components/builder/preview/preview-window";
import { usePreviewFrame } from "@/client/builder/use-preview-frame";
import { letterResumeData } from "@/core/cover-letter/letter-resume-data";
import type { ResumeData } from "@/core/resume/schema";

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
    <PreviewWindow frameRef={frameRef} title={t("frameTitle")} className={className} testId="cover-letter-preview" />
  );
}
