"use client";

import { useState } from "react";
import { FileDownIcon, LoaderCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { Button } from "@/components/ui/button";
import { ApiError, apiErrorOf, dispatchApiError } from "@/client/http/api-client";
import { saveBlobAs } from "@/client/utils/download";

function fileNameOf(response: Response): string {
  const header = response.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : "cover-letter.pdf";
}

/**
 * "Download cover letter": saves the letter first, then prints it in the resume's template
 * (POST /api/resume/{id}/cover-letter/pdf), charged like the resume's PDF. Too few tokens opens
 * the app-wide token dialog; other refusals are a toast.
 */
export function DownloadLetterButton({
  resumeId,
  isEmpty,
  beforeDownload,
  className,
}: {
  resumeId: string;
  isEmpty: boolean;
  beforeDownload: () => Promise<void>;
  className?: string;
}) {
  const t = useTranslations("coverLetter");
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (isEmpty) return void toast.info(t("downloadEmpty"));
    setBusy(true);
    try {
      await beforeDownload();
      let response: Response;
      try {
        response = await fetch(`/api/resume/${encodeURIComponent(resumeId)}/cover-letter/pdf`, {
          method: "POST",
          credentials: "include",
          headers: { "content-type": "application/json", "x-page-locale": document.documentElement.lang },
          body: JSON.stringify({ exportId: crypto.randomUUID() }),
        });
      } catch {
        throw new ApiError("NetworkUnavailable", 0);
      }
      if (!response.ok) throw dispatchApiError(await apiErrorOf(response));
      saveBlobAs(await response.blob(), fileNameOf(response));
    } catch (error) {
      if (!(error instanceof ApiError && error.handledGlobally))
        toast.error(
          error instanceof ApiError && error.code !== "SomethingWentWrong" ? errorMessage(error) : t("downloadFailed"),
        );
    } finally {
      setBusy(false);
      void refreshTokenBalance({ force: true });
    }
  };

  return (
    <Button type="button" variant="outline" className={className} disabled={busy} onClick={() => void download()}>
      {busy ? (
        <LoaderCircleIcon className="animate-spin motion-reduce:animate-none" aria-hidden />
      ) : (
        <FileDownIcon aria-hidden />
      )}
      {busy ? t("downloading") : t("download")}
    </Button>
  );
}
