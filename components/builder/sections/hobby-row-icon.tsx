"use client";

import { lazy, Suspense } from "react";

// The hobby icons (about 95 of lucide's) are not part of the builder's first load: a hobbies list loads them when
// it first shows one, its square standing in meanwhile.
const HobbyIcon = lazy(() =>
  import("@/client/builder/hobby-icons").then(({ hobbyIconFor }) => ({
    default: function HobbyIcon({ value }: { value: string }) {
      const { Icon } = hobbyIconFor(value);
      return <Icon className="size-4" aria-hidden />;
    },
  })),
);

/** A hobby item's icon in its row, on a muted square. */
export function HobbyRowIcon({ value }: { value: string }) {
  return (
    <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
      <Suspense fallback={null}>
        <HobbyIcon value={value} />
      </Suspense>
    </span>
  );
}
