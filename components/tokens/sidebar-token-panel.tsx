"use client";

import { ReceiptTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { Link, usePathname } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { TokenBalanceChip } from "./token-balance-chip";

const historyPath = "/dashboard/transaction-history";

/** The dashboard sidebar's token corner: the balance chip and the link to the token history. */
export function SidebarTokenPanel({ tier, onNavigate }: { tier: SubscriptionTier; onNavigate?: () => void }) {
  const t = useTranslations("tokens.history");
  const isCurrent = usePathname() === historyPath;
  return (
    <div className="grid gap-1" data-testid="sidebar-token-panel">
      <TokenBalanceChip tier={tier} className="w-full justify-start bg-background" />
      <Link
        href={historyPath}
        onClick={onNavigate}
        aria-current={isCurrent ? "page" : undefined}
        data-testid="sidebar-token-history"
        className={cn(
          "flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
          isCurrent && "bg-accent text-accent-foreground",
        )}
      >
        <ReceiptTextIcon className="size-4 shrink-0" aria-hidden />
        {t("sidebarLink")}
      </Link>
    </div>
  );
}
