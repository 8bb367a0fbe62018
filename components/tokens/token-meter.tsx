import { cn } from "@/core/utils/cn";

/** How much of the period's tokens is left, as a thin bar: amber below a fifth, red when empty. */
export function TokenMeter({ remaining, limit, className }: { remaining: number; limit: number; className?: string }) {
  const share = limit > 0 ? Math.min(100, Math.max(0, (remaining / limit) * 100)) : 0;
  return (
    <span className={cn("block h-1.5 w-full overflow-hidden rounded-full bg-muted", className)} aria-hidden>
      <span
        className={cn(
          "block h-full rounded-full transition-[width]",
          share === 0 ? "bg-destructive" : share < 20 ? "bg-amber-500" : "bg-primary",
        )}
        style={{ width: `${share}%` }}
      />
    </span>
  );
}
