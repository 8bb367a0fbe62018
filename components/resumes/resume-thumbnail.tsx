"use client";

import { useEffect, useState } from "react";
import type { ThumbnailDirection } from "@/core/templates/thumbnail-src";
import { cn } from "@/core/utils/cn";
import { TemplateThumbnail } from "./template-thumbnail";

/** Waits before asking again for a picture still being drawn (a fresh save's takes a few seconds). */
const retryDelaysMs = [4_000, 10_000, 30_000];

type Props = {
  resumeId: string;
  version: number;
  template: string;
  className?: string;
  /** The resume's direction: a right-to-left resume waits behind the right-to-left stock picture. */
  direction?: ThumbnailDirection;
};

/**
 * The resume's own first page (drawn on the server after each save, lib/thumbnails); the template's stock
 * picture until it exists. The address names the version, so a picture already seen comes from the cache.
 */
export function ResumeThumbnail({ resumeId, version, template, className, direction }: Props) {
  const [attempt, setAttempt] = useState({ version, count: 0, isMissing: false });
  const current = attempt.version === version ? attempt : { version, count: 0, isMissing: false };

  useEffect(() => {
    if (!current.isMissing || current.count >= retryDelaysMs.length) return;
    const timer = window.setTimeout(
      () => setAttempt({ version, count: current.count + 1, isMissing: false }),
      retryDelaysMs[current.count],
    );
    return () => window.clearTimeout(timer);
  }, [current.isMissing, current.count, version]);

  const markMissing = () => setAttempt({ version, count: current.count, isMissing: true });
  // An error before hydration fires no React handler: the browser already shows its broken-image icon.
  const checkFailedBeforeHydration = (image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) markMissing();
  };

  if (current.isMissing) return <TemplateThumbnail template={template} className={className} direction={direction} />;
  const retry = current.count > 0 ? `&attempt=${current.count}` : "";
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private, per-version picture from our own API
    <img
      src={`/api/resume/${encodeURIComponent(resumeId)}/thumbnail?v=${version}${retry}`}
      alt=""
      loading="lazy"
      data-testid="resume-thumbnail"
      className={cn("object-cover object-top", className)}
      ref={checkFailedBeforeHydration}
      onError={markMissing}
    />
  );
}
