import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/core/utils/cn";

/** Each tier's own colour (spec accounts §2: the Pricing item's badge). */
const tierColours: Record<SubscriptionTier, string> = {
  FREE: "border-transparent bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-100",
  BASIC: "border-transparent bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-200",
  PROFESSIONAL: "border-transparent bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-200",
  ENTERPRISE: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-200",
};

export function TierBadge({ tier, label, className }: { tier: SubscriptionTier; label: string; className?: string }) {
  return (
    <Badge
      className={cn("px-1.5 py-0 text-[0.65rem] font-semibold tracking-wide uppercase", tierColours[tier], className)}
      data-testid="tier-badge"
      data-tier={tier}
    >
      {label}
    </Badge>
  );
}
