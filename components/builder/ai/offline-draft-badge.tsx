"use client";

import { CloudOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/**
 * The label every offline result carries (DECISIONS.md "Offline AI": the UI says so), with the tool's own
 * note under it when it has one (what the offline engine did and did not do).
 */
export function OfflineDraftBadge({ note }: { note?: string }) {
  const t = useTranslations("ai.offline");
  const badge = (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="offline-draft">
      <Badge variant="secondary" className="gap-1">
        <CloudOff className="size-3" aria-hidden />
        {t("badge")}
      </Badge>
      <span>{t("hint")}</span>
    </p>
  );
  if (!note) return badge;
  return (
    <div className="space-y-1">
      {badge}
      <p className="text-xs text-muted-foreground">{note}</p>
    </div>
  );
}
