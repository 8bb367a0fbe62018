/** What the builder shows until it knows the screen's size (the first client render). */
export function BuilderSkeleton() {
  return (
    <div className="flex h-dvh flex-col" aria-busy="true">
      <div className="h-14 shrink-0 border-b" />
      <div className="flex min-h-0 flex-1">
        <div className="hidden w-2/5 space-y-3 border-e p-4 lg:block">
          <div className="h-9 animate-pulse rounded-lg bg-muted" />
          <div className="h-32 animate-pulse rounded-lg bg-muted" />
          <div className="h-48 animate-pulse rounded-lg bg-muted" />
        </div>
        <div className="flex-1 bg-muted/60 dark:bg-muted/30" />
      </div>
    </div>
  );
}
