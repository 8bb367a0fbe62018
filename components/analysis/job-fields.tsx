"use client";

import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export type JobFieldValues = { jobTitle: string; jobDescription: string };

export const emptyJob: JobFieldValues = { jobTitle: "", jobDescription: "" };

/**
 * The job a resume is measured against: an optional title (the resume's headline as its placeholder)
 * and the pasted description. Shared by the analysis and the job-fit tool; `action` sits beside the
 * description's label (the job fit's "use the analysis's description").
 */
export function JobFields({
  headline,
  job,
  onJobChange,
  action,
}: {
  headline: string;
  job: JobFieldValues;
  onJobChange: (job: JobFieldValues) => void;
  action?: ReactNode;
}) {
  const t = useTranslations("analysis");
  const id = useId();
  return (
    <>
      <div className="space-y-1">
        <Label htmlFor={`${id}-title`}>{t("jobTitle")}</Label>
        <Input
          id={`${id}-title`}
          value={job.jobTitle}
          placeholder={headline}
          onChange={(event) => onJobChange({ ...job, jobTitle: event.target.value })}
          maxLength={200}
        />
      </div>
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={`${id}-description`}>{t("jobDescription")}</Label>
          {action}
        </div>
        <Textarea
          id={`${id}-description`}
          value={job.jobDescription}
          onChange={(event) => onJobChange({ ...job, jobDescription: event.target.value })}
          placeholder={t("jobDescriptionPlaceholder")}
          className="min-h-48"
          maxLength={20_000}
        />
      </div>
    </>
  );
}
