"use client";

import { PlainErrorPage } from "@/components/site/plain-error-page";

// Last resort when the root layout itself fails: no providers are available here.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return <PlainErrorPage kind="error" onRetry={reset} />;
}
