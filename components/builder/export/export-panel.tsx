"use client";

import { FileJsonIcon, FileTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "@/lib/builder/store";
import { DownloadPdfButton } from "./download-pdf-button";
import { saveJsonAs } from "@/lib/utils/download";

function downloadJson(fileName: string, value: unknown) {
  saveJsonAs(value, fileName);
}

/** The builder's export tab (spec §2): the resume's data as JSON, and the PDF. */
export function ExportPanel() {
  const t = useTranslations("builderExport");
  const resumeId = useBuilderStore((state) => state.meta?.id);

  const onDownloadJson = () => {
    // Read at click time: the JSON is the data as it is now, unsaved edits included.
    const data = useBuilderStore.getState().data;
    if (!resumeId || !data) return;
    downloadJson(`resume-${resumeId}.json`, data);
    toast.success(t("json.done"));
  };

  return (
    <section data-panel="export" aria-labelledby="export-panel-title" className="space-y-4">
      <header className="space-y-1">
        <h2 id="export-panel-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </header>
      <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
        <FileTextIcon className="size-8 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1">
          <h3 className="font-medium">{t("pdf.title")}</h3>
          <p className="text-sm text-muted-foreground">{t("pdf.description")}</p>
        </div>
        <DownloadPdfButton label={t("pdf.button")} variant="default" className="sm:self-center" />
      </article>
      <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
        <FileJsonIcon className="size-8 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1">
          <h3 className="font-medium">{t("json.title")}</h3>
          <p className="text-sm text-muted-foreground">{t("json.description")}</p>
        </div>
        <Button type="button" variant="outline" className="sm:self-center" disabled={!resumeId} onClick={onDownloadJson}>
          {t("json.button")}
        </Button>
      </article>
    </section>
  );
}
