"use client";

import { DicesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { publicResumeUrl } from "@/core/resume/public-resume-url";
import { locales } from "@/core/i18n/locales";
import { LocaleOptions } from "./locale-options";

export type ResumeFormValues = { title: string; slug: string; language: string };

type Props = {
  values: ResumeFormValues;
  /** The owner's username, for the public link the slug makes. */
  username: string;
  fieldErrors: Partial<Record<keyof ResumeFormValues, string>>;
  showLanguage: boolean;
  onChange: (values: ResumeFormValues, edited: keyof ResumeFormValues) => void;
  onRandomName: () => void;
};

// Stands in for the slug in the link's hint while the field is empty.
const slugPlaceholder = "…";

/** Title (with the random-name button), slug and language of the resume dialog. */
export function ResumeFormFields({ values, username, fieldErrors, showLanguage, onChange, onRandomName }: Props) {
  const t = useTranslations("resumes.dialog");
  const field = (name: keyof ResumeFormValues) => ({
    id: `resume-${name}`,
    "aria-invalid": Boolean(fieldErrors[name]) || undefined,
    "aria-describedby": fieldErrors[name] ? `resume-${name}-error` : undefined,
  });
  const error = (name: keyof ResumeFormValues) =>
    fieldErrors[name] ? (
      <p id={`resume-${name}-error`} className="text-sm text-destructive">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="resume-title">{t("title")}</Label>
        <div className="flex gap-2">
          <Input
            {...field("title")}
            value={values.title}
            maxLength={255}
            autoFocus
            onChange={(event) => onChange({ ...values, title: event.target.value }, "title")}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={onRandomName}
            aria-label={t("randomName")}
            title={t("randomName")}
          >
            <DicesIcon aria-hidden />
          </Button>
        </div>
        {error("title")}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="resume-slug">{t("slug")}</Label>
        <Input
          {...field("slug")}
          value={values.slug}
          dir="ltr"
          onChange={(event) => onChange({ ...values, slug: event.target.value }, "slug")}
        />
        <p id="resume-slug-hint" className="text-xs break-all text-muted-foreground">
          {t.rich("slugHint", {
            url: publicResumeUrl(window.location.origin, username, values.slug || slugPlaceholder),
            link: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
          })}
        </p>
        {error("slug")}
      </div>
      {showLanguage && (
        <div className="grid gap-2">
          <Label htmlFor="resume-language">{t("language")}</Label>
          <NativeSelect
            {...field("language")}
            value={values.language}
            onChange={(event) => onChange({ ...values, language: event.target.value }, "language")}
          >
            <LocaleOptions locales={locales} />
          </NativeSelect>
        </div>
      )}
    </div>
  );
}
