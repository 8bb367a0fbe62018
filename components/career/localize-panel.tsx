"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, ExternalLink, Languages } from "lucide-react";
import { OfflineDraftBadge } from "@/components/builder/ai/offline-draft-badge";
import { Button } from "@/components/ui/button";
import { LocaleOptions } from "@/components/resumes/locale-options";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useResumeData } from "@/client/builder/store";
import type { LocalizeResult } from "@/core/career/localize";
import { locales, nativeNames, type Locale } from "@/core/i18n/locales";
import { useRouter } from "@/core/i18n/navigation";
import { localizeCost, requestLocalize } from "./career-requests";
import { CareerToolForm } from "./career-tool-form";

function LocalizeResults({ result, onOpen }: { result: LocalizeResult; onOpen: () => void }) {
  const t = useTranslations("careerTools.localize");
  const language = nativeNames[result.targetLocale];
  return (
    <div className="space-y-3" data-testid="localize-result">
      <p className="flex items-start gap-2 text-sm font-medium" data-testid="localize-created">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
        <span>
          {t("created")} <bdi className="font-semibold">{result.resume.title}</bdi>
        </span>
      </p>
      {result.mode === "offline" && <OfflineDraftBadge />}
      {result.notes.includes("textNeedsModel") && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950/30 dark:text-amber-200"
          data-testid="localize-needs-model"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("textNeedsModel", { language })}
        </p>
      )}
      <ul className="list-disc space-y-1 ps-5 text-sm" data-testid="localize-summary">
        <li>{t(`direction.${result.direction}`, { language })}</li>
        <li>{t("headings", { count: result.headings })}</li>
        <li>{t("dates", { count: result.dates })}</li>
        {result.mode === "model" && (
          <li>{t("translated", { count: result.translatedFields, total: result.totalFields })}</li>
        )}
        <li>{t("keptFacts")}</li>
      </ul>
      {result.kept.length > 0 && (
        <section className="space-y-1 rounded-md border border-amber-500/50 p-2" data-testid="localize-kept">
          <h4 className="text-sm font-semibold">{t("keptTitle", { count: result.kept.length })}</h4>
          <ul className="space-y-1 text-xs">
            {result.kept.map((field) => (
              <li key={field.path}>
                <span className="font-medium">{t(`reasons.${field.reason}`)}</span>{" "}
                <q className="break-words text-muted-foreground" dir="auto" lang={result.sourceLocale}>
                  {field.text.replace(/<[^>]*>/g, " ").trim()}
                </q>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Button type="button" onClick={onOpen} data-testid="localize-open">
        <ExternalLink aria-hidden />
        {t("open")}
      </Button>
    </div>
  );
}

/**
 * Localization (LOCALIZATION): a target language in; a NEW resume in that language out (its
 * direction, headings and date words; the text translated when a model is configured, else kept),
 * with a button to open it in the builder. Too few tokens opens the app-wide token dialog; the
 * plan's resume limit is refused with its message before anything is charged.
 */
export function LocalizePanel({
  resumeId,
  onBusyChange,
  onNavigate,
}: {
  resumeId: string;
  onBusyChange: (busy: boolean) => void;
  onNavigate: () => void;
}) {
  const t = useTranslations("careerTools");
  const id = useId();
  const router = useRouter();
  const current = useResumeData((data) => data.metadata.locale);
  const options = locales.filter((locale) => locale !== current);
  const [chosen, setChosen] = useState<Locale | null>(null);
  // Arabic is offered first from any other language, English from Arabic.
  const preferred: Locale = current.startsWith("ar") ? "en-US" : "ar-SA";
  const fallback = options.includes(preferred) ? preferred : options[0]!;
  const targetLocale = chosen && options.includes(chosen) ? chosen : fallback;

  return (
    <CareerToolForm<LocalizeResult>
      tool="localize"
      cost={localizeCost}
      request={() => requestLocalize({ resumeId, targetLocale })}
      renderResult={(result) => (
        <LocalizeResults
          result={result}
          onOpen={() => {
            onNavigate();
            router.push(`/builder/${result.resume.id}`);
          }}
        />
      )}
      onBusyChange={onBusyChange}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-locale`}>{t("localize.targetLocale")}</Label>
        <NativeSelect
          id={`${id}-locale`}
          value={targetLocale}
          onChange={(event) => setChosen(event.target.value as Locale)}
          data-testid="localize-locale"
        >
          <LocaleOptions locales={options} />
        </NativeSelect>
      </div>
      <p className="flex items-start gap-2 text-xs text-muted-foreground">
        <Languages className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        {t("localize.keeps")}
      </p>
    </CareerToolForm>
  );
}
