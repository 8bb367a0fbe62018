"use client";

import { ArrowLeftIcon, FileIcon, SparklesIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { PlanLimitAlert } from "@/components/pricing/plan-limit-alert";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import { DialogFooter } from "@/components/ui/dialog";
import { ApiError } from "@/client/http/api-client";
import { Link } from "@/core/i18n/navigation";
import type { ResumeDto, ResumeSummaryDto } from "@/lib/resume/resume-dto";
import { slugifyText } from "@/core/resume/slug";
import { ResumeFormFields, type ResumeFormValues } from "./resume-form-fields";
import {
  createResumeRequest,
  createSampleResumeRequest,
  deleteResumeRequest,
  duplicateResumeRequest,
  renameResumeRequest,
} from "./resume-mutations";
import { isolate } from "@/core/i18n/isolate";

export type ResumeDialogMode = "create" | "update" | "duplicate" | "delete";
type Props = {
  mode: ResumeDialogMode;
  resume?: ResumeSummaryDto;
  userEmail: string;
  username: string;
  /** The plan allows no more resumes: create and duplicate say so at once and cannot be pressed. */
  isAtLimit?: boolean;
  onClose: () => void;
  onDone: () => void;
  /** Called with a resume the dialog created (blank or from the sample), before it closes. */
  onCreated?: (resume: ResumeDto) => void;
};

function initialValues(
  mode: ResumeDialogMode,
  resume: ResumeSummaryDto | undefined,
  language: string,
): ResumeFormValues {
  if (!resume || mode === "create") return { title: "", slug: "", language };
  if (mode === "duplicate")
    return { title: `${resume.title} (Copy)`, slug: `${resume.slug}-copy`, language: resume.language };
  return { title: resume.title, slug: resume.slug, language: resume.language };
}

/** The dashboard resume dialog (spec resume §4): create (choice, then form), rename, duplicate, delete. */
export function ResumeDialog({
  mode,
  resume,
  userEmail,
  username,
  isAtLimit = false,
  onClose,
  onDone,
  onCreated,
}: Props) {
  const t = useTranslations("resumes.dialog");
  const tc = useTranslations("common");
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const [step, setStep] = useState<"choice" | "form">(mode === "create" ? "choice" : "form");
  const [values, setValues] = useState(() => initialValues(mode, resume, locale));
  const [isSlugEdited, setIsSlugEdited] = useState(mode !== "create");
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ResumeFormValues, string>>>({});
  const makesResume = mode === "create" || mode === "duplicate";
  const [notice, setNotice] = useState<string | null>(makesResume && isAtLimit ? t("limitReached") : null);
  const [isBusy, setIsBusy] = useState(false);
  const isBlocked = makesResume && isAtLimit;

  function onChange(next: ResumeFormValues, edited: keyof ResumeFormValues) {
    if (edited === "slug") setIsSlugEdited(true);
    setValues(edited === "title" && !isSlugEdited ? { ...next, slug: slugifyText(next.title) } : next);
    setFieldErrors({});
  }

  function onRandomName() {
    const names = t("randomTitles").split("|");
    const title = names[Math.floor(Math.random() * names.length)] ?? "";
    setValues({ ...values, title, slug: slugifyText(title) });
    setIsSlugEdited(false);
  }

  async function run(action: () => Promise<unknown>) {
    setIsBusy(true);
    setNotice(null);
    try {
      await action();
      onDone();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === "ResumeLimitReached") setNotice(t("limitReached"));
      else if (error instanceof ApiError && error.code === "ResumeSlugAlreadyExists")
        setFieldErrors({ slug: errorMessage(error) });
      else if (error instanceof ApiError && error.body?.fields?.title) setFieldErrors({ title: t("titleRequired") });
      else toast.error(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (mode !== "delete" && !values.title.trim()) return setFieldErrors({ title: t("titleRequired") });
    if (mode === "create")
      return run(async () => {
        const created = await createResumeRequest(values);
        onCreated?.(created);
      });
    if (!resume) return;
    if (mode === "update") return run(() => renameResumeRequest(resume.id, values));
    if (mode === "duplicate") return run(() => duplicateResumeRequest(resume.id, values));
    return run(() => deleteResumeRequest(resume.id));
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${mode}.title`)}
      description={
        mode === "delete" && resume
          ? t("delete.description", { title: isolate(resume.title) })
          : t(`${mode}.description`)
      }
      contentProps={{ className: "sm:max-w-[600px]" }}
    >
      {notice && <PlanLimitAlert message={notice} plansLabel={t("seePlans")} />}
      {step === "choice" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Link
            href="/dashboard/smart-generator"
            className="group rounded-xl border p-4 outline-none transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <SparklesIcon className="mb-3 size-6 text-primary" aria-hidden />
            <p className="font-medium">{t("choice.ai")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("choice.aiText")}</p>
          </Link>
          <button
            type="button"
            onClick={() => setStep("form")}
            className="rounded-xl border p-4 text-start outline-none transition-colors hover:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <FileIcon className="mb-3 size-6 text-primary" aria-hidden />
            <p className="font-medium">{t("choice.blank")}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t("choice.blankText")}</p>
          </button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="grid gap-6" noValidate>
          {mode !== "delete" && (
            <ResumeFormFields
              values={values}
              username={username}
              fieldErrors={fieldErrors}
              showLanguage={mode === "create"}
              onChange={onChange}
              onRandomName={onRandomName}
            />
          )}
          <DialogFooter className="gap-2 sm:justify-between">
            {mode === "create" ? (
              <Button type="button" variant="ghost" onClick={() => setStep("choice")}>
                <ArrowLeftIcon className="rtl-mirror" aria-hidden />
                {t("back")}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              {mode !== "create" && (
                <Button type="button" variant="outline" disabled={isBusy} onClick={onClose}>
                  {tc("cancel")}
                </Button>
              )}
              {mode === "create" && (
                <Button
                  type="button"
                  variant="outline"
                  disabled={isBusy || isBlocked}
                  onClick={() =>
                    run(async () => {
                      const created = await createSampleResumeRequest(
                        { ...values, title: values.title.trim() || t("sampleTitle") },
                        userEmail,
                      );
                      onCreated?.(created);
                    })
                  }
                >
                  {t("quickCreate")}
                </Button>
              )}
              <Button
                type="submit"
                variant={mode === "delete" ? "destructive" : "default"}
                disabled={isBusy || isBlocked}
              >
                {t(`${mode}.submit`)}
              </Button>
            </div>
          </DialogFooter>
        </form>
      )}
    </DialogShell>
  );
}
