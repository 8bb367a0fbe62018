"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { toast } from "sonner";
import { useApplyEdit } from "@/components/builder/sections/use-section-edit";
import { NativeSelect } from "@/components/ui/native-select";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { menuLocales, nativeNames, type Locale } from "@/core/i18n/locales";
import { writingSystemOf } from "@/core/templates/direction";
import { changeResumeLocale, regionOf } from "./resume-locale";
// SVG flags: flag emoji show as two letters on Windows and as boxes where no emoji font is installed.
import "flag-icons/css/flag-icons.min.css";

// The sample resumes' locales (spec §1); importing core/resume/samples would bundle every sample.
const sampleLocales = ["en-US", "es-ES", "de-DE", "fr-FR", "ar-SA", "pt-BR", "tl-PH", "hi-IN"];

const currentFont = () => useBuilderStore.getState().data?.metadata.typography.font;

type ResumeFont = NonNullable<ReturnType<typeof currentFont>>;

// The font each resume had before Arabic forced El Messiri on it, given back when it leaves Arabic
// (for this visit of the builder; after a reload the default font is given back instead).
const fontsBeforeArabic = new Map<string, ResumeFont>();

/** The resume language with its flag; the interface languages plus the sample locales are offered. */
export function ResumeLocalePicker({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("builderContent.info");
  const uiLocale = useLocale();
  const locale = useResumeData((data) => data.metadata.locale);
  const apply = useApplyEdit();
  const region = regionOf(locale);

  const options = useMemo(() => {
    const display = new Intl.DisplayNames([uiLocale], { type: "language" });
    const tags = [...new Set<string>([...menuLocales, ...sampleLocales, locale])];
    return tags.map((tag) => ({
      tag,
      label: nativeNames[tag as Locale] ?? display.of(tag) ?? tag,
    }));
  }, [locale, uiLocale]);

  return (
    <span className="flex items-center gap-1.5">
      {region && (
        <span
          aria-hidden="true"
          className={`fi fi-${region} shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]`}
        />
      )}
      <label htmlFor="resume-locale" className="sr-only">
        {t("locale")}
      </label>
      <NativeSelect
        id="resume-locale"
        value={locale}
        disabled={disabled}
        title={t("changeLocale")}
        className="h-8 w-auto border-transparent bg-transparent ps-1 pe-7 font-medium shadow-none hover:border-input"
        onChange={(event) => {
          const next = event.target.value;
          const resumeId = useBuilderStore.getState().meta?.id ?? "";
          const before = currentFont();
          apply((data) => changeResumeLocale(data, next, fontsBeforeArabic.get(resumeId)));
          const after = currentFont();
          const label = options.find((option) => option.tag === next)?.label ?? next;
          toast.success(t("localeChanged", { language: label }));
          if (!before || !after || before.family === after.family) return;
          if (writingSystemOf(next) === "arabic") {
            fontsBeforeArabic.set(resumeId, before);
            toast.info(t("arabicFont", { font: after.family }));
          } else {
            fontsBeforeArabic.delete(resumeId);
            toast.info(t("fontRestored", { font: after.family }));
          }
        }}
      >
        {options.map((option) => (
          <option key={option.tag} value={option.tag}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </span>
  );
}
