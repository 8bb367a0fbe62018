"use client";

import { CheckIcon, CircleIcon, DownloadIcon, LoaderCircleIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { exportSteps, type ExportStep, type ExportStepStatus } from "@/core/pdf/export-progress-events";
import { cn } from "@/core/utils/cn";

export type ExportProgress = {
  steps: Record<ExportStep, ExportStepStatus>;
  fileName?: string;
  watermarked?: boolean;
  tokensCharged?: number;
};

type Props = {
  open: boolean;
  progress: ExportProgress;
  onClose: () => void;
  onDownloadAgain?: () => void;
};

const statusIcon: Record<ExportStepStatus, typeof CheckIcon> = {
  pending: CircleIcon,
  active: LoaderCircleIcon,
  done: CheckIcon,
  error: XIcon,
};

/**
 * The full-screen export progress of spec §2: four steps, each showing the real state of the work
 * (see lib/pdf/export-progress.ts). It cannot be dismissed while the export runs.
 */
export function ExportProgressDialog({ open, progress, onClose, onDownloadAgain }: Props) {
  const t = useTranslations("builderExport.progress");
  const isDone = progress.steps.ready === "done";
  const hasFailed = exportSteps.some((step) => progress.steps[step] === "error");
  const isRunning = !isDone && !hasFailed;
  const title = isDone ? t("doneTitle") : hasFailed ? t("failedTitle") : t("title");

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !isRunning && onClose()}>
      <DialogContent
        closeLabel={t("close")}
        data-testid="export-progress"
        data-state-export={isDone ? "done" : hasFailed ? "error" : "running"}
        onEscapeKeyDown={(event) => isRunning && event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 items-center justify-center rounded-none border-0 bg-background/95 p-6 backdrop-blur-sm dark:bg-background/95 [&>button:last-child]:hidden"
      >
        <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-lg sm:p-8">
          <DialogHeader className="text-start">
            <DialogTitle className="text-xl">{title}</DialogTitle>
            <DialogDescription>
              {isDone && progress.fileName
                ? // The file name is Latin text inside a sentence that may run right to left: isolated, it keeps its order.
                  t.rich("doneDescription", {
                    fileName: progress.fileName,
                    file: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
                  })
                : t("description")}
            </DialogDescription>
          </DialogHeader>
          <ol className="mt-6 space-y-3" aria-live="polite">
            {exportSteps.map((step, index) => {
              const status = progress.steps[step];
              const Icon = statusIcon[status];
              return (
                <li
                  key={step}
                  data-step={step}
                  data-status={status}
                  aria-current={status === "active" ? "step" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg border px-4 py-3 transition-colors",
                    status === "active" && "border-primary/50 bg-primary/5",
                    status === "done" && "border-transparent bg-muted/60",
                    status === "error" && "border-destructive/50 bg-destructive/10",
                  )}
                >
                  <span
                    className={cn(
                      "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-medium",
                      status === "done" && "border-primary bg-primary text-primary-foreground",
                      status === "active" && "border-primary text-primary",
                      status === "error" && "border-destructive bg-destructive text-white",
                      status === "pending" && "text-muted-foreground",
                    )}
                    aria-hidden
                  >
                    {status === "pending" ? (
                      index + 1
                    ) : (
                      <Icon
                        className={cn("size-4", status === "active" && "animate-spin motion-reduce:animate-none")}
                      />
                    )}
                  </span>
                  <span className={cn("flex-1 text-sm font-medium", status === "pending" && "text-muted-foreground")}>
                    {t(`steps.${step}`)}
                  </span>
                  <span className={cn("text-xs", status === "error" ? "text-destructive" : "text-muted-foreground")}>
                    {t(`status.${status}`)}
                  </span>
                </li>
              );
            })}
          </ol>
          {isDone ? (
            <div className="mt-6 space-y-4">
              {progress.watermarked ? <p className="text-sm text-muted-foreground">{t("watermarked")}</p> : null}
              {progress.tokensCharged ? (
                <p className="text-sm text-muted-foreground">{t("tokensCharged", { count: progress.tokensCharged })}</p>
              ) : null}
              <div className="flex flex-wrap justify-end gap-2">
                {onDownloadAgain ? (
                  <Button type="button" variant="outline" onClick={onDownloadAgain}>
                    <DownloadIcon aria-hidden />
                    {t("downloadAgain")}
                  </Button>
                ) : null}
                <Button type="button" onClick={onClose} autoFocus>
                  {t("close")}
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
