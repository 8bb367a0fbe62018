"use client";

import { useLocale } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { counterDurationMs, counterValueAt, formatStatistic } from "./format-statistic";
import { usePrefersReducedMotion } from "./use-viewport";

/**
 * A figure that counts up once when it scrolls into view. The server renders the final figure
 * (what search engines, readers without script and visitors who asked for reduced motion see); the
 * count-up starts from zero only when the figure is still out of sight after hydration.
 */
export function AnimatedCount({ value, formatted }: { value: number; formatted: string }) {
  const locale = useLocale();
  const isReducedMotion = usePrefersReducedMotion();
  const element = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<string>(formatted);

  useEffect(() => {
    const node = element.current;
    if (isReducedMotion || !node || typeof IntersectionObserver === "undefined") return;
    if (node.getBoundingClientRect().top < window.innerHeight) return; // already in sight: leave it
    let frame = 0;
    setShown(formatStatistic(0, locale));
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          setShown(formatStatistic(counterValueAt(elapsed, value), locale));
          if (elapsed < counterDurationMs) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.6 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(formatted);
    };
  }, [isReducedMotion, value, formatted, locale]);

  return (
    <>
      <span className="sr-only">{formatted}</span>
      <span ref={element} className="tabular-nums" aria-hidden>
        {shown}
      </span>
    </>
  );
}
