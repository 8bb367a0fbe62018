"use client";

import { Clock, LayoutTemplate, Lock } from "lucide-react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useBuilderStore, useIsLocked, useResumeData } from "@/client/builder/store";
import { ApiError } from "@/client/http/api-client";
import { ResumeLocalePicker } from "./resume-locale-picker";

const maxTitleLength = 255;

/** The resume info block: title, resume language, template, last update. */
export function ResumeInfo({ onOpenDesign }: { onOpenDesign?: () => void }) {
  const t = useTranslations("builderContent.info");
  const format = useFormatter();
  const now = useNow({ updateInterval: 30_000 });
  const meta = useBuilderStore((state) => state.meta);
  const template = useResumeData((data) => data.metadata.template);
  const isLocked = useIsLocked();
  if (!meta) return null;

  const templateName = template.charAt(0).toUpperCase() + template.slice(1);
  return (
    <section
      aria-labelledby="resume-info-heading"
      className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs"
      data-section="resume-info"
    >
      <h2 id="resume-info-heading" className="sr-only">
        {t("heading")}
      </h2>
      {isLocked ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
        >
          <Lock className="size-4 shrink-0" aria-hidden />
          {t("locked")}
        </p>
      ) : null}
      <TitleField key={meta.title} title={meta.title} disabled={isLocked} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <ResumeLocalePicker disabled={isLocked} />
        <span className="flex items-center gap-1.5">
          <LayoutTemplate className="size-4 text-muted-foreground" aria-hidden />
          <span className="sr-only">{t("template")}:</span>
          {onOpenDesign ? (
            <button
              type="button"
              onClick={onOpenDesign}
              title={t("openDesign")}
              className="rounded-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
              data-template-link
            >
              {templateName}
            </button>
          ) : (
            <span className="font-medium">{templateName}</span>
          )}
        </span>
        <span className="flex items-center gap-1.5 text-muted-foreground" data-updated-at={meta.updatedAt}>
          <Clock className="size-4" aria-hidden />
          <time
            dateTime={meta.updatedAt}
            title={format.dateTime(new Date(meta.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
          >
            {t("updated", {
              when: format.relativeTime(
                new Date(meta.updatedAt),
                new Date(Math.max(now.getTime(), Date.parse(meta.updatedAt))),
              ),
            })}
          </time>
        </span>
      </div>
    </section>
  );
}

/** The title, saved when the field is left or Enter is pressed (not an undoable edit: it is not resume data). */
function TitleField({ title, disabled }: { title: string; disabled: boolean }) {
  const t = useTranslations("builderContent.info");
  const errorMessage = useErrorMessage();
  const saveFields = useBuilderStore((state) => state.saveFields);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const trimmed = value.trim();
    if (trimmed === title) return;
    if (trimmed === "") return setError(t("titleRequired"));
    if (trimmed.length > maxTitleLength) return setError(t("titleTooLong"));
    setError(null);
    try {
      await saveFields({ title: trimmed });
      toast.success(t("titleSaved"));
    } catch (caught) {
      if (caught instanceof ApiError && caught.body?.fields?.title) setError(t("titleRequired"));
      else toast.error(errorMessage(caught));
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="resume-title">{t("title")}</Label>
      <Input
        id="resume-title"
        value={value}
        disabled={disabled}
        maxLength={maxTitleLength}
        aria-invalid={error !== null}
        aria-describedby={error ? "resume-title-error" : undefined}
        className="text-base font-semibold"
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            setValue(title);
            setError(null);
          }
        }}
      />
      {error ? (
        <p id="resume-title-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
