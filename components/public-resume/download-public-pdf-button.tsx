import { FileDownIcon, LoaderCircleIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

/**
 * Download PDF on a public page: GET /resume/{id}/pdf (anyone who can see the page; see
 * lib/pdf/export-public-resume-pdf.ts), fetched rather than linked by client/public-resume/public-page.ts,
 * so the button can show that the PDF is being made (its busy half) and say so when it fails.
 */
export async function DownloadPublicPdfButton() {
  const t = await getTranslations("publicResume.toolbar");
  return (
    <Button type="button" size="sm" data-public-action="download-pdf">
      <span data-idle="" className="inline-flex items-center gap-1.5">
        <FileDownIcon aria-hidden />
        {t("downloadPdf")}
      </span>
      <span data-busy="" hidden className="inline-flex items-center gap-1.5">
        <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
        {t("downloading")}
      </span>
    </Button>
  );
}
