"use client";

import { useRef, type KeyboardEvent } from "react";
import { hobbyIconFor, hobbyIcons } from "@/client/builder/hobby-icons";
import { cn } from "@/core/utils/cn";

const columns = 6;

type HobbyIconGridProps = { value: string; onChange: (value: string) => void; label: string; id?: string };

/** The hobby icon grid: 6 columns, one radio per icon, arrow keys move (roving focus). */
export function HobbyIconGrid({ value, onChange, label, id }: HobbyIconGridProps) {
  const selected = hobbyIconFor(value).value;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const steps: Record<string, number> = {
      ArrowRight: isRtl ? -1 : 1,
      ArrowLeft: isRtl ? 1 : -1,
      ArrowDown: columns,
      ArrowUp: -columns,
      Home: -index,
      End: hobbyIcons.length - 1 - index,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(hobbyIcons.length - 1, Math.max(0, index + step));
    onChange(hobbyIcons[next]!.value);
    buttons.current[next]?.focus();
  };

  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={label}
      className="grid max-h-56 grid-cols-6 gap-1 overflow-y-auto rounded-md border p-1.5"
    >
      {hobbyIcons.map(({ value: iconValue, Icon }, index) => {
        const isSelected = iconValue === selected;
        return (
          <button
            key={iconValue}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={isSelected}
            aria-label={iconValue}
            title={iconValue}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(iconValue)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "flex h-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              isSelected && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground",
            )}
          >
            <Icon className="size-5" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
