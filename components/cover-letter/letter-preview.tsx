"use client";

import { useEffect, useMemo, useRef } from "react";
import { useTheme } from "next-themes";
import { useTranslations } from "next-intl";
import { isFromPreviewMessage, previewFramePath, type ToPreviewMessage } from "@/client/builder/preview-protocol";
import { letterResumeData } from "@/core/cover-letter/letter-resume-data";
import type { ResumeData } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";

const resendEveryMs = 300;
const maxResends = 20;

/**
 * The letter in the resume's design, live: the builder's preview frame (/artboard/builder) shown the
 * letter page (letterResumeData, the same data the PDF prints). Posted on every change; re-sent
 * until the frame says it painted, so a slow frame load cannot leave it empty.
 */
export function LetterPreview({ data, html, className }: { data: ResumeData; html: string; className?: string }) {
  const t = useTranslations("coverLetter.preview");
  const frameRef = useRef<HTMLIFrameElement>(null);
  const revision = useRef(0);
  const acknowledged = useRef(false);
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === "dark";
  const page = useMemo(() => letterResumeData(data, html), [data, html]);
  const current = useRef({ page, dark });

  useEffect(() => {
    const post = (message: ToPreviewMessage) =>
      frameRef.current?.contentWindow?.postMessage(message, window.location.origin);
    const sendAll = () => {
      post({ type: "SET_APPEARANCE", dark: current.current.dark });
      revision.current += 1;
      post({ type: "SET_RESUME", revision: revision.current, data: current.current.page });
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
      if (message.type === "READY") {
        acknowledged.current = false;
        sendAll();
      } else if (message.type === "RENDERED") acknowledged.current = true;
    };
    window.addEventListener("message", onMessage);
    return () => {
      clearInterval(retry);
      window.removeEventListener("message", onMessage);
    };
  }, []);

  useEffect(() => {
    current.current = { page, dark };
    const window = frameRef.current?.contentWindow;
    if (!window) return;
    revision.current += 1;
    window.postMessage({ type: "SET_APPEARANCE", dark } satisfies ToPreviewMessage, location.origin);
    window.postMessage(
      { type: "SET_RESUME", revision: revision.current, data: page } satisfies ToPreviewMessage,
      location.origin,
    );
  }, [page, dark]);

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
