"use client";

import { AlertTriangle, Check, Loader2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cn } from "@/core/utils/cn";
import type { LetterSaveStatus } from "./use-letter-autosave";

/** Where the letter is: saving, saved, or not saved (the text stays in the editor; Retry sends it). */
export function LetterSaveStatus({
  status,
  onRetry,
  className,
}: {
  status: LetterSaveStatus;
  onRetry: () => void;
  className?: string;
}) {
  const t = useTranslations("coverLetter.save");
  return (
    <div
      role="status"
      className={cn("flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-3.5", className)}
      data-testid="cover-letter-save-status"
      data-status={status}
    >
      {status === "saving" && (
        <>
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
          <span className="truncate">{t("saving")}</span>
        </>
      )}
      {status === "saved" && (
        <>
          <Check aria-hidden />
          <span className="truncate">{t("saved")}</span>
        </>
      )}
      {status === "failed" && (
        <>
          <AlertTriangle className="text-red-700 dark:text-red-400" aria-hidden />
          <span className="truncate text-red-700 dark:text-red-400">{t("failed")}</span>
          <Button type="button" variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onRetry}>
            {t("retry")}
          </Button>
        </>
      )}
    </div>
  );
}
