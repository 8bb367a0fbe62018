"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { coverLetterLimits, coverLetterTones, type CoverLetterTone } from "@/core/cover-letter/schema";

export type JobFieldValues = { jobTitle: string; company: string; recipient: string; jobDescription: string };

// The one-line fields, in the form's order, with what a browser may fill them with.
const lineFields = [
  { name: "jobTitle", autoComplete: "off" },
  { name: "company", autoComplete: "organization" },
  { name: "recipient", autoComplete: "off" },
] as const;

/** The job the letter answers: title, company, recipient, description (saved with the letter) and the tone. */
export function JobFields({
  values,
  tone,
  disabled,
  onChange,
  onToneChange,
}: {
  values: JobFieldValues;
  tone: CoverLetterTone;
  disabled?: boolean;
  onChange: (values: JobFieldValues) => void;
  onToneChange: (tone: CoverLetterTone) => void;
}) {
  const t = useTranslations("coverLetter.job");
  const id = useId();
  const field = (name: keyof JobFieldValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    maxLength: coverLetterLimits[name],
    disabled,
    dir: "auto" as const,
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {lineFields.map(({ name, autoComplete }) => (
        <div key={name} className="space-y-1.5">
          <Label htmlFor={`${id}-${name}`}>{t(name)}</Label>
          <Input {...field(name)} placeholder={t(`${name}Placeholder`)} autoComplete={autoComplete} />
        </div>
      ))}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-tone`}>{t("tone")}</Label>
        <NativeSelect
          id={`${id}-tone`}
          value={tone}
          disabled={disabled}
          onChange={(event) => onToneChange(event.target.value as CoverLetterTone)}
        >
          {coverLetterTones.map((option) => (
            <option key={option} value={option}>
              {t(`tones.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-jobDescription`}>{t("jobDescription")}</Label>
        <Textarea {...field("jobDescription")} rows={4} className="max-h-48" aria-describedby={`${id}-jd-hint`} />
        <p id={`${id}-jd-hint`} className="text-xs text-muted-foreground">
          {t("jobDescriptionHint")}
        </p>
      </div>
    </div>
  );
}
