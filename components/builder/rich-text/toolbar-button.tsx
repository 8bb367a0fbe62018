"use client";

import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/core/utils/cn";

type ToolbarButtonProps = Omit<ComponentProps<"button">, "children"> & {
  label: string;
  icon: LucideIcon;
  isActive: boolean;
  /** Icons that have a direction (lists) turn round in right-to-left layouts. */
  isMirrored?: boolean;
  /** A small count on the button's corner, formatted for the locale. */
  badge?: string;
};

/** A square icon button of the rich-text toolbar; it keeps the editor's selection while clicked. */
export function ToolbarButton({
  label,
  icon: Icon,
  isActive,
  isMirrored,
  badge,
  className,
  ...props
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={isActive}
      // Keep the selection in the editor while clicking.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
      className={cn(
        "relative inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50",
        isActive && "bg-accent text-accent-foreground",
        className,
      )}
    >
      <Icon className={cn("size-4", isMirrored && "rtl:-scale-x-100")} aria-hidden />
      {badge ? (
        <span
          aria-hidden
          className="absolute -end-1 -top-1 min-w-4 rounded-full bg-destructive px-1 text-[10px] leading-4 font-medium text-white tabular-nums"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
