"use client";

import { useTranslations } from "next-intl";
import { Lock } from "lucide-react";
import { useIsLocked } from "@/client/builder/store";

/** A locked resume opens read-only: said once, at the top, with the way out. */
export function LockedBanner() {
  const t = useTranslations("builder.locked");
  const locked = useIsLocked();
  if (!locked) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      <p>
        <span className="font-medium">{t("title")}</span> {t("description")}
      </p>
    </div>
  );
}
