"use client";

import { CheckIcon, CopyIcon, DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { copyWithToast } from "@/client/utils/copy-with-toast";
import { saveBlobAs } from "@/client/utils/download";

export const qrCodeSize = 256;

function secretOf(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get("secret");
  } catch {
    return null;
  }
}

function useCopy() {
  const t = useTranslations("settings.twoFactor");
  const [copied, setCopied] = useState<string | null>(null);
  async function copy(what: string, text: string) {
    if (await copyWithToast(text, { copied: t("copied"), failed: t("copyFailed") })) setCopied(what);
  }
  return { copied, copy };
}

/** "create": the QR code of the provisioning URI, and its secret for typing in by hand. */
export function TwoFactorQrStep({ uri }: { uri: string | null }) {
  const t = useTranslations("settings.twoFactor");
  const { copied, copy } = useCopy();
  const secret = uri ? secretOf(uri) : null;
  return (
    <div className="grid justify-items-center gap-4">
      {/* A QR code needs dark modules on a light ground to scan, whatever the theme. */}
      <div className="rounded-xl border bg-white p-3 shadow-xs" data-testid="two-factor-qr">
        {uri ? (
          <QRCodeSVG value={uri} size={qrCodeSize} marginSize={0} title={t("qrTitle")} className="max-w-full h-auto" />
        ) : (
          <div
            className="animate-pulse rounded-md bg-slate-200"
            style={{ width: qrCodeSize, height: qrCodeSize, maxWidth: "100%" }}
            aria-hidden
          />
        )}
      </div>
      {secret && (
        <div className="grid w-full gap-1.5 text-center">
          <p className="text-xs text-muted-foreground">{t("manualEntry")}</p>
          <div className="flex items-center justify-center gap-2">
            <code
              dir="ltr"
              className="rounded-md bg-muted px-2 py-1 font-mono text-sm break-all"
              data-testid="two-factor-secret"
            >
              {secret.match(/.{1,4}/g)?.join(" ")}
            </code>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => copy("secret", secret)}
              aria-label={t("copySecret")}
            >
              {copied === "secret" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** "duplicate": the backup codes, shown this once, to copy or download. */
export function TwoFactorBackupCodesStep({ codes }: { codes: string[] }) {
  const t = useTranslations("settings.twoFactor");
  const { copied, copy } = useCopy();

  function download() {
    const text = `${t("downloadHeading")}\n\n${codes.join("\n")}\n`;
    saveBlobAs(new Blob([text], { type: "text/plain;charset=utf-8" }), "vitae-backup-codes.txt");
  }

  return (
    <div className="grid gap-4">
      <p className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200">
        <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t("backupWarning")}
      </p>
      <ol
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => copy("codes", codes.join("\n"))}>
          {copied === "codes" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {t("copyCodes")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden />
          {t("downloadCodes")}
        </Button>
      </div>
    </div>
  );
}
