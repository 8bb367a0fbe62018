import type { ReactNode } from "react";
import { cn } from "@/core/utils/cn";

type DesignCardProps = {
  /** Anchor of the card (`#design-template`), so that other panels can link to it. */
  id: string;
  title: string;
  description?: string;
  /** Controls beside the heading (e.g. the layout's reset button). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** One section of the design panel: a card with its heading, in the panel's fixed order. */
export function DesignCard({ id, title, description, actions, className, children }: DesignCardProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs", className)}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="text-base font-semibold leading-tight">
            {title}
          </h3>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
