"use client";

import { ImageUpIcon, Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { pictureAccept } from "@/core/uploads/picture-limits";
import { cn } from "@/core/utils/cn";
import { PicturePreview } from "./picture-preview";
import { UploadStatus } from "./upload-status";
import { useFileChooser } from "./use-file-chooser";
import { usePictureUpload } from "./use-picture-upload";

type PictureUploadControlProps = {
  /** The current picture address, shown until a new one is chosen. */
  value: string;
  onUploaded: (url: string) => void;
  /** Shown beside the preview (the builder puts the URL field there). */
  children?: ReactNode;
  /** Buttons after the upload button (the builder's picture settings). */
  actions?: ReactNode;
  /** Accessible name of the file chooser. */
  inputLabel?: string;
  /** An icon-only upload button (narrow panels); otherwise the button has its text. */
  compact?: boolean;
  disabled?: boolean;
  className?: string;
};

/**
 * The one picture upload control (builder basics and account settings): preview, a button that
 * opens the file chooser, and the staged progress of spec §4 with a clear reason when refused.
 */
export function PictureUploadControl({
  value,
  onUploaded,
  children,
  actions,
  inputLabel,
  compact,
  disabled,
  className,
}: PictureUploadControlProps) {
  const t = useTranslations("builderBasics");
  const statusId = useId();
  const { state, upload } = usePictureUpload(onUploaded);
  const fileChooser = useFileChooser((file) => void upload(file));
  const isWorking = state.status === "working";
  const previewUrl = state.status === "working" && state.previewUrl ? state.previewUrl : value || undefined;

  return (
    <div className={cn("grid gap-2", className)}>
      <div className={cn("flex gap-3", children ? "items-end" : "items-center")}>
        <PicturePreview url={previewUrl} label={value ? t("picture.label") : t("picture.none")} />
        {children && <div className="min-w-0 flex-1">{children}</div>}
        <div className={cn("flex shrink-0 items-center gap-1", !children && "flex-1")}>
          <input
            {...fileChooser.inputProps}
            accept={pictureAccept}
            aria-label={inputLabel ?? t("upload.button")}
            aria-describedby={statusId}
            disabled={disabled || isWorking}
          />
          <Button
            type="button"
            variant="outline"
            size={compact ? "icon" : "default"}
            disabled={disabled || isWorking}
            onClick={fileChooser.choose}
            aria-label={compact ? t("upload.button") : undefined}
            title={t("upload.hint")}
          >
            {isWorking ? <Loader2Icon className="animate-spin" aria-hidden /> : <ImageUpIcon aria-hidden />}
            {!compact && t("upload.button")}
          </Button>
          {actions}
        </div>
      </div>
      <UploadStatus state={state} id={statusId} />
    </div>
  );
}
