"use client";

import type { LucideIcon } from "lucide-react";
import { DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/core/utils/cn";

type OptionsMenuTriggerProps = { label: string; icon: LucideIcon; disabled?: boolean; className?: string };

/** The icon button that opens a section's or an item's options menu. */
export function OptionsMenuTrigger({ label, icon: Icon, disabled, className }: OptionsMenuTriggerProps) {
  return (
    <DropdownMenuTrigger
      aria-label={label}
      disabled={disabled}
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50",
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
    </DropdownMenuTrigger>
  );
}
