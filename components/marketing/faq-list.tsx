import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";

export type FaqItem = { key: string; question: ReactNode; answer: ReactNode };

/** Questions that open in place: native <details>, so they work before any script loads. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map(({ key, question, answer }) => (
        <details key={key} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden" data-question={key}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            {question}
            <ChevronDownIcon
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="pt-3 text-sm leading-relaxed text-muted-foreground">{answer}</div>
        </details>
      ))}
    </div>
  );
}
