"use client";

import { FileDownIcon, LoaderCircleIcon } from "lucide-react";
import { ExportProgressDialog } from "@/components/export/export-progress-dialog";
import { usePdfExport } from "@/components/export/use-pdf-export";
import { Button } from "@/components/ui/button";
import { useBuilderCapabilities } from "../builder-capabilities";
import { useBuilderStore } from "@/client/builder/store";

type Props = {
  label: string;
  className?: string;
  /** Another resume than the one open in the builder. */
  resumeId?: string;
  variant?: "default" | "outline";
};

/** Downloads the resume as a PDF through the export progress dialog (builder header and Export tab). */
export function DownloadPdfButton({ label, className, resumeId, variant = "outline" }: Props) {
  const builderResumeId = useBuilderStore((state) => state.meta?.id);
  const id = resumeId ?? builderResumeId;
  const { open, progress, start, close, downloadAgain, isBusy } = usePdfExport();
  const { exportPdfUrl, requestAccount } = useBuilderCapabilities();

  async function onClick(resume: string) {
    // The PDF prints the saved resume: send the edits still waiting for the autosave first (the save
    // queue carries them with this request). A failed save still exports the last saved copy.
    if (!resumeId)
      await useBuilderStore
        .getState()
        .saveFields({})
        .catch(() => undefined);
    await start(resume, exportPdfUrl(resume));
    requestAccount?.("download");
  }
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={className}
        disabled={!id || isBusy}
        onClick={() => id && void onClick(id)}
      >
        {isBusy ? (
          <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
        ) : (
          <FileDownIcon aria-hidden />
        )}
        {label}
      </Button>
      <ExportProgressDialog open={open} progress={progress} onClose={close} onDownloadAgain={downloadAgain} />
    </>
  );
}
