import { cn } from "@/core/utils/cn";

/** "⇧R": shown while Ctrl is held. Always left-to-right: it names keys, not words. */
export function ShortcutHint({ shortcut, isVisible }: { shortcut: string; isVisible: boolean }) {
  return (
    <kbd
      dir="ltr"
      aria-hidden={!isVisible}
      data-testid="shortcut-hint"
      className={cn(
        "pointer-events-none ms-auto hidden h-5 items-center gap-0.5 rounded border bg-background px-1.5 font-mono text-[0.65rem] font-medium text-muted-foreground select-none",
        isVisible && "inline-flex",
      )}
    >
      ⇧{shortcut}
    </kbd>
  );
}
