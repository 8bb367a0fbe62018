/** Marks the current sidebar item (spec accounts §2). Still for people who prefer reduced motion. */
export function PulsingDot() {
  return (
    <span className="relative flex size-2" aria-hidden data-testid="current-dot">
      <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:animate-none" />
      <span className="relative inline-flex size-2 rounded-full bg-primary" />
    </span>
  );
}
