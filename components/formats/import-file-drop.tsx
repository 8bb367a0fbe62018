"use client";

import { FileUpIcon, FileIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState, type DragEvent } from "react";
import { importMaxFileBytes } from "@/core/formats/import-types";
import { cn } from "@/core/utils/cn";
import { useFileChooser } from "@/components/upload/use-file-chooser";

type Props = {
  file: File | null;
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  describedBy?: string;
};

/** The file of an import: dropped on the zone or chosen with the picker; shows the size cap. */
export function ImportFileDrop({ file, accept, disabled, onFile, describedBy }: Props) {
  const t = useTranslations("importDialog.file");
  const format = useFormatter();
  const fileChooser = useFileChooser(onFile);
  const [isOver, setIsOver] = useState(false);
  const megabytes = (bytes: number) =>
    format.number(bytes / (1024 * 1024), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 });
  const kilobytes = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(bytes / 1024, 0.1), { style: "unit", unit: "kilobyte", maximumFractionDigits: 1 })
      : megabytes(bytes);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setIsOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      data-testid="import-drop-zone"
      className={cn(
        "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors",
        isOver ? "border-primary bg-primary/5" : "border-input",
        disabled && "opacity-60",
      )}
    >
      {file ? (
        <FileIcon className="size-8 text-primary" aria-hidden />
      ) : (
        <FileUpIcon className="size-8 text-muted-foreground" aria-hidden />
      )}
      {file ? (
        <p className="max-w-full text-sm font-medium break-all" dir="auto">
          {file.name} <span className="font-normal text-muted-foreground">({kilobytes(file.size)})</span>
        </p>
      ) : (
        <p className="text-sm font-medium">{t("drop")}</p>
      )}
      <input
        {...fileChooser.inputProps}
        accept={accept}
        aria-label={t("label")}
        aria-describedby={describedBy}
        disabled={disabled}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={fileChooser.choose}
        className="rounded-md border bg-background px-3 py-1.5 text-sm font-medium shadow-xs outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none dark:bg-input/30"
      >
        {file ? t("chooseAnother") : t("choose")}
      </button>
      <p className="text-xs text-muted-foreground">{t("cap", { size: megabytes(importMaxFileBytes) })}</p>
    </div>
  );
}
