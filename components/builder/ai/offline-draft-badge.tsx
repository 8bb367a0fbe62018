"use client";

import { CloudOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";

/** The label every offline result carries (DECISIONS.md "Offline AI": the UI says so). */
export function OfflineDraftBadge() {
  const t = useTranslations("ai.offline");
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" data-testid="offline-draft">
      <Badge variant="secondary" className="gap-1">
        <CloudOff className="size-3" aria-hidden />
        {t("badge")}
      </Badge>
      <span>{t("hint")}</span>
    </p>
  );
}
