import type { ReactNode } from "react";
import { cn } from "@/core/utils/cn";

/** A rounded panel of the landing with a soft light behind its content (the figures, the closing call to action). */
export function GlowPanel({
  className,
  glowClassName,
  children,
}: {
  className: string;
  /** The light: a gradient and its strength. */
  glowClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("relative isolate overflow-hidden rounded-3xl", className)}>
      <div className={cn("pointer-events-none absolute inset-0 -z-10", glowClassName)} aria-hidden />
      {children}
    </div>
  );
}
