import { ArrowRightIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Link } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";

/** A text link onward to a fuller page ("All questions", "Browse all templates"), its arrow turned for RTL. */
export function ArrowLink({ className, children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      {children}
      <ArrowRightIcon className="rtl-mirror size-4" aria-hidden />
    </Link>
  );
}
