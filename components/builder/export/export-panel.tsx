"use client";

import type { ReactNode } from "react";
import { FileJsonIcon, FileTextIcon, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "@/client/builder/store";
import { saveJsonAs } from "@/client/utils/download";
import { DownloadPdfButton } from "./download-pdf-button";

/** One way to take the resume out: what it is, and the button that does it. */
function ExportCard({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
      <Icon className="size-8 shrink-0 text-primary" aria-hidden />
      <div className="flex-1 space-y-1">
        <h3 className="font-medium">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {action}
    </article>
  );
}

/** The builder's export tab (spec §2): the resume's data as JSON, and the PDF. */
export function ExportPanel() {
  const t = useTranslations("builderExport");
  const resumeId = useBuilderStore((state) => state.meta?.id);

  const onDownloadJson = () => {
    // Read at click time: the JSON is the data as it is now, unsaved edits included.
    const data = useBuilderStore.getState().data;
    if (!resumeId || !data) return;
    saveJsonAs(data, `resume-${resumeId}.json`);
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
      <ExportCard
        icon={FileTextIcon}
        title={t("pdf.title")}
        description={t("pdf.description")}
        action={<DownloadPdfButton label={t("pdf.button")} variant="default" className="sm:self-center" />}
      />
      <ExportCard
        icon={FileJsonIcon}
        title={t("json.title")}
        description={t("json.description")}
        action={
          <Button
            type="button"
            variant="outline"
            className="sm:self-center"
            disabled={!resumeId}
            onClick={onDownloadJson}
          >
            {t("json.button")}
          </Button>
        }
      />
    </section>
  );
}
