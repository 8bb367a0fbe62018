"use client";

import type { ReactNode } from "react";
import { BracesIcon, FileJsonIcon, FileTextIcon, FileTypeIcon, LoaderCircleIcon, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useTokenBalanceStore } from "@/components/tokens/token-balance-store";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "@/client/builder/store";
import { saveJsonAs } from "@/client/utils/download";
import { useBuilderCapabilities } from "../builder-capabilities";
import { DownloadPdfButton } from "./download-pdf-button";
import { useFileExport, type FileExportKind } from "./use-file-export";

/** One way to take the resume out: what it is, and the button that does it. */
function ExportCard({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action: ReactNode;
}) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
      <Icon className="size-8 shrink-0 text-primary" aria-hidden />
      <div className="flex-1 space-y-1">
        <h3 className="font-medium">{title}</h3>
        <div className="space-y-1 text-sm text-muted-foreground">{description}</div>
      </div>
      {action}
    </article>
  );
}

/** The cost of an operation as the server's table says (GET /api/user/ai-tokens sends it with the balance). */
function useTokenCost(operation: string): number | null {
  return useTokenBalanceStore((state) => {
    const costs = (state.summary as { costs?: Record<string, unknown> } | null)?.costs;
    const cost = costs?.[operation];
    return typeof cost === "number" ? cost : null;
  });
}

/**
 * The builder's export tab (spec §2): the PDF, the Word document, the resume's data in Vitae's own
 * JSON and as JSON Resume. Word and JSON Resume are made by the server for signed-in users; a guest
 * is offered the sign-up dialog instead (spec §6: guests cannot export Word).
 */
export function ExportPanel() {
  const t = useTranslations("builderExport");
  const resumeId = useBuilderStore((state) => state.meta?.id);
  const { canExportWord, isGuest, requestAccount } = useBuilderCapabilities();
  const { busy, start } = useFileExport();
  const wordCost = useTokenCost("WORD_EXPORT");

  const serverExport = (kind: FileExportKind) => {
    if (!resumeId) return;
    // Both are signed-in routes (a guest's JSON Resume has no server copy to convert).
    if (kind === "word" ? !canExportWord : isGuest) {
      requestAccount?.("download");
      return;
    }
    void start(kind, resumeId);
  };

  const serverButton = (kind: FileExportKind, label: string) => (
    <Button
      type="button"
      variant="outline"
      className="sm:self-center"
      disabled={!resumeId || busy !== null}
      aria-busy={busy === kind}
      onClick={() => serverExport(kind)}
    >
      {busy === kind ? <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden /> : null}
      {label}
    </Button>
  );

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
        description={<p>{t("pdf.description")}</p>}
        action={<DownloadPdfButton label={t("pdf.button")} variant="default" className="sm:self-center" />}
      />
      <ExportCard
        icon={FileJsonIcon}
        title={t("json.title")}
        description={<p>{t("json.description")}</p>}
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
      <ExportCard
        icon={FileTypeIcon}
        title={t("word.title")}
        description={
          <>
            <p>{t("word.description")}</p>
            <p>
              {canExportWord
                ? wordCost === null
                  ? t("word.costUnknown")
                  : t("word.cost", { count: wordCost })
                : t("word.signUp")}
            </p>
          </>
        }
        action={serverButton("word", t("word.button"))}
      />
      <ExportCard
        icon={BracesIcon}
        title={t("jsonResume.title")}
        description={
          <>
            <p>{t("jsonResume.description")}</p>
            {isGuest ? <p>{t("jsonResume.signUp")}</p> : null}
          </>
        }
        action={serverButton("jsonResume", t("jsonResume.button"))}
      />
    </section>
  );
}
