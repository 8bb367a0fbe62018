"use client";

import { useFormatter, useTranslations } from "next-intl";
import { AlertTriangle, Check, CloudOff, Loader2, Lock, RefreshCw } from "lucide-react";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { ApiError } from "@/client/http/api-client";
import type { ResumeSaveQueue } from "@/client/builder/autosave";
import { useSaveState } from "@/client/builder/use-autosave";
import { cn } from "@/core/utils/cn";

/** Where the user's edits are: on the server, on their way, or kept on this device. */
export function SaveStatus({
  queue,
  compact = false,
  className,
}: {
  queue: ResumeSaveQueue | null;
  compact?: boolean;
  className?: string;
}) {
  const state = useSaveState(queue);
  const t = useTranslations("builder.save");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const savedTime = state.savedAt
    ? format.dateTime(new Date(state.savedAt), { hour: "numeric", minute: "2-digit" })
    : null;

  const { icon, text, tone } = (() => {
    switch (state.status) {
      case "idle":
        return { icon: <Check />, text: t("upToDate"), tone: "muted" };
      case "pending":
        return { icon: <Check className="opacity-40" />, text: t("pending"), tone: "muted" };
      case "saving":
        return { icon: <Loader2 className="animate-spin" />, text: t("saving"), tone: "muted" };
      case "saved":
        return { icon: <Check />, text: savedTime ? t("savedAt", { time: savedTime }) : t("upToDate"), tone: "muted" };
      case "offline":
        return { icon: <CloudOff />, text: t("offline"), tone: "warning" };
      case "retrying":
        return { icon: <RefreshCw />, text: t("retrying"), tone: "warning" };
      case "error":
        return {
          icon: <AlertTriangle />,
          text: t("error", {
            reason: errorMessage(new ApiError((state.errorCode ?? "SomethingWentWrong") as ApiError["code"], 0)),
          }),
          tone: "error",
        };
      case "conflict":
        return { icon: <AlertTriangle />, text: t("conflict"), tone: "warning" };
      case "locked":
        return { icon: <Lock />, text: t("locked"), tone: "muted" };
    }
  })();

  return (
    <p
      role="status"
      aria-live="polite"
      data-save-status={state.status}
      title={compact ? text : undefined}
      className={cn(
        "flex min-w-0 items-center gap-1.5 text-xs [&_svg]:size-3.5 [&_svg]:shrink-0",
        tone === "muted" && "text-muted-foreground",
        tone === "warning" && "text-amber-700 dark:text-amber-400",
        tone === "error" && "text-destructive",
        className,
      )}
    >
      {icon}
      <span className={cn("truncate", compact && "sr-only")}>{text}</span>
    </p>
  );
}
