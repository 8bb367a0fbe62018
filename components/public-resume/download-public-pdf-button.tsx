"use client";

import { FileDownIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { saveBlobAs } from "@/client/utils/download";
import { answerEarlyPress } from "@/components/site/early-presses";

/**
 * Download PDF on a public page: GET /resume/{id}/pdf (anyone who can see the page; see
 * lib/pdf/export-public-resume-pdf.ts). Fetched rather than linked, so the button can show that
 * the PDF is being made and say so when it fails. A press before the page's scripts ran is answered
 * as the button hydrates (early-presses.ts).
 */
export function DownloadPublicPdfButton({ resumeId }: { resumeId: string }) {
  const t = useTranslations("publicResume");
  const [isBusy, setIsBusy] = useState(false);

  const onDownload = async () => {
    setIsBusy(true);
    try {
      const response = await fetch(`/resume/${encodeURIComponent(resumeId)}/pdf`);
      if (!response.ok) throw new Error(String(response.status));
      const disposition = response.headers.get("content-disposition") ?? "";
      const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
      const fileName = encoded ? decodeURIComponent(encoded) : "resume.pdf";
      saveBlobAs(await response.blob(), fileName);
    } catch {
      toast.error(t("downloadFailed"));
    } finally {
      setIsBusy(false);
    }
  };

  const press = () => void onDownload();
  return (
    <Button type="button" size="sm" disabled={isBusy} onClick={press} ref={answerEarlyPress(press)} data-early-press="">
      {isBusy ? (
        <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <FileDownIcon aria-hidden />
      )}
      {isBusy ? t("toolbar.downloading") : t("toolbar.downloadPdf")}
    </Button>
  );
}
