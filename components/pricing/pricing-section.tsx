import type { ReactNode } from "react";
import { cn } from "@/core/utils/cn";

/** A titled section below the tabs of /pricing (the comparison table, the FAQ), labelled by its heading. */
export function PricingSection({
  id,
  title,
  className,
  children,
  ...rest
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("grid gap-6", className)} {...rest}>
      <h2 id={id} className="text-center text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
