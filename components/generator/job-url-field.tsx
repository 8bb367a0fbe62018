"use client";

import { LoaderCircleIcon, ScanSearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, apiRequest } from "@/client/http/api-client";
import type { JobDetails } from "@/core/ai/generator/form";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";

type Extracted = { success: true; data: JobDetails };

const singleFields = ["company", "location", "salary", "employmentType", "experience", "industry"] as const;
const listFields = ["skills", "requirements", "responsibilities", "benefits"] as const;

/**
 * The job posting address with its Extract button (spec §2, §4): POST /api/resume/scrape-job-url, then
 * a dialog shows what the posting says; confirming fills the role and appends the details to the
 * description. A failure says why, explains that the tokens came back, and clears the field.
 */
export function JobUrlField({
  value,
  onChange,
  disabled,
  cost,
  ensureGuest,
  onConfirm,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  cost: number;
  ensureGuest: () => Promise<void>;
  onConfirm: (details: JobDetails, appended: string) => void;
}) {
  const t = useTranslations("generator");
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [details, setDetails] = useState<JobDetails | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const extract = async () => {
    setFailure(null);
    let address: URL | null = null;
    try {
      address = new URL(value.trim());
    } catch {
      address = null;
    }
    if (!address || !/^https?:$/.test(address.protocol)) {
      setFailure(t("invalidUrl"));
      return;
    }
    setBusy(true);
    try {
      await ensureGuest();
      const answer = await apiRequest<Extracted>("/api/resume/scrape-job-url", {
        method: "POST",
        json: { url: address.href, idempotencyKey: crypto.randomUUID() },
      });
      setDetails(answer.data);
    } catch (error) {
      const reason = error instanceof ApiError ? error.body?.details?.reason : undefined;
      const key = `extractFailed.${String(reason)}`;
      if (!(error instanceof ApiError && error.code === "InsufficientTokens")) {
        setFailure(
          `${typeof reason === "string" && t.has(key) ? t(key) : errorMessage(error)} ${t("extractFailed.hint")}`,
        );
        onChange("");
      }
    } finally {
      setBusy(false);
      void refreshTokenBalance({ force: true });
    }
  };

  const confirm = () => {
    if (!details) return;
    const lines = [t("appended.heading")];
    if (details.title) lines.push(`${t("confirm.jobTitle")}: ${details.title}`);
    for (const field of singleFields) if (details[field]) lines.push(`${t(`confirm.${field}`)}: ${details[field]}`);
    for (const field of ["skills", "requirements", "responsibilities"] as const)
      if (details[field]?.length)
        lines.push(`${t(`appended.${field}`)}:`, ...details[field].slice(0, 12).map((item) => `- ${item}`));
    onConfirm(details, lines.join("\n"));
    setDetails(null);
  };

  return (
    <div className="space-y-2">
      <Label htmlFor="generator-job-url">{t("jobUrl")}</Label>
      <div className="flex gap-2">
        <Input
          id="generator-job-url"
          name="jobUrl"
          type="url"
          inputMode="url"
          dir="ltr"
          value={value}
          maxLength={2000}
          placeholder={t("jobUrlPlaceholder")}
          aria-describedby="generator-job-url-hint"
          aria-invalid={failure ? true : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setFailure(null);
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || busy || !value.trim()}
          onClick={() => void extract()}
        >
          {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <ScanSearchIcon aria-hidden />}
          {busy ? t("extracting") : t("extract")}
        </Button>
      </div>
      {failure ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
          <p className="font-medium text-destructive">{t("extractFailed.title")}</p>
          <p>{failure}</p>
        </div>
      ) : (
        <p id="generator-job-url-hint" className="text-xs text-muted-foreground">
          {t("jobUrlHint", { cost })}
        </p>
      )}
      <DialogShell
        open={details !== null}
        onOpenChange={(open) => !open && setDetails(null)}
        title={t("confirm.title")}
        description={t("confirm.description")}
        contentProps={{ className: "max-h-[85dvh] overflow-y-auto sm:max-w-[600px]" }}
        footer={
          <>
            <Button type="button" variant="outline" onClick={() => setDetails(null)}>
              {t("confirm.cancel")}
            </Button>
            <Button type="button" onClick={confirm}>
              {t("confirm.use")}
            </Button>
          </>
        }
      >
        {details && (
          <dl className="space-y-3 text-sm" data-testid="job-details">
            {details.title && <Row label={t("confirm.jobTitle")}>{details.title}</Row>}
            {singleFields.map(
              (field) =>
                details[field] && (
                  <Row key={field} label={t(`confirm.${field}`)}>
                    {details[field]}
                  </Row>
                ),
            )}
            {listFields.map((field) =>
              details[field]?.length ? (
                <Row key={field} label={t(`confirm.${field}`)}>
                  <ul className="list-disc space-y-1 ps-5">
                    {details[field].slice(0, 12).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </Row>
              ) : null,
            )}
            {details.summary && <Row label={t("confirm.summary")}>{details.summary}</Row>}
          </dl>
        )}
      </DialogShell>
    </div>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd className="mt-0.5 text-muted-foreground">{children}</dd>
    </div>
  );
}
