"use client";

import { useTranslations } from "next-intl";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Progress } from "@/components/ui/progress";
import { uploadStage } from "@/client/uploads/upload-stage";
import type { PictureUploadState } from "./use-picture-upload";

/** Progress with the stage's message while uploading; the reason in words when it failed. */
export function UploadStatus({ state, id }: { state: PictureUploadState; id?: string }) {
  const t = useTranslations("builderBasics.upload");
  const errorMessage = useErrorMessage();

  if (state.status === "failed") {
    const { failure } = state;
    return (
      <p id={id} role="alert" className="text-sm text-destructive" data-testid="picture-upload-error">
        {"reason" in failure ? t(`errors.${failure.reason}`) : errorMessage(failure.error)}
      </p>
    );
  }
  const progress = state.status === "idle" ? undefined : state.progress;
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className="grid gap-1.5 empty:hidden"
      data-testid="picture-upload-status"
    >
      {progress !== undefined && (
        <>
          {progress < 100 && (
            <Progress value={progress} aria-label={t(`stage.${uploadStage(progress)}`)} className="h-1.5" />
          )}
          <p className="text-xs text-muted-foreground">{t(`stage.${uploadStage(progress)}`)}</p>
        </>
      )}
    </div>
  );
}
