"use client";

import { CoinsIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { apiRequest } from "@/client/http/api-client";
import { cn } from "@/core/utils/cn";
import { guestTokenBalanceKey, readLocal, writeLocal } from "./guest-storage";

type GuestTokens = { remaining: number; used: number; limit: number; percentage: number };

/**
 * The guest's balance in the builder's top bar (GET /api/guest/tokens). A failed fetch shows the
 * last known value, else the default guest allowance (spec accounts §4).
 */
export function GuestTokenChip({
  defaultAllowance,
  isCompact,
  className,
}: {
  defaultAllowance: number;
  isCompact: boolean;
  className?: string;
}) {
  const t = useTranslations("tokens.chip");
  const format = useFormatter();
  const [tokens, setTokens] = useState<GuestTokens | null>(null);

  useEffect(() => {
    let isCurrent = true;
    apiRequest<GuestTokens>("/api/guest/tokens").then(
      (fetched) => {
        writeLocal(guestTokenBalanceKey, fetched);
        if (isCurrent) setTokens(fetched);
      },
      () => {
        const stored = readLocal<GuestTokens>(guestTokenBalanceKey);
        if (isCurrent)
          setTokens(stored ?? { remaining: defaultAllowance, used: 0, limit: defaultAllowance, percentage: 0 });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [defaultAllowance]);

  const remaining = tokens?.remaining ?? defaultAllowance;
  const limit = tokens?.limit ?? defaultAllowance;
  return (
    <Badge
      variant="outline"
      className={cn("h-8 gap-1.5 px-2.5 tabular-nums", className)}
      data-testid="guest-token-chip"
      data-remaining={tokens ? remaining : undefined}
      aria-label={t("ariaLabel", { remaining, limit })}
    >
      <CoinsIcon className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
      <span className="text-sm font-semibold">{format.number(remaining)}</span>
      {!isCompact && <span className="text-xs text-muted-foreground">/ {format.number(limit)}</span>}
    </Badge>
  );
}
