"use client";

import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { DialogShell } from "@/components/common/dialog-shell";
import { PlanLimitAlert } from "@/components/pricing/plan-limit-alert";
import { Button } from "@/components/ui/button";
import { ConfirmAlert } from "@/components/ui/confirm-alert";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError } from "@/client/http/api-client";
import {
  importMaxFileBytes,
  importTypeAccept,
  importTypes,
  isImportType,
  type ImportType,
} from "@/core/formats/import-types";
import type { ResumeData } from "@/core/resume/schema";
import type { ImportResult } from "@/lib/formats/import-resume";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import { guessFileType } from "./guess-file-type";
import { ImportFileDrop } from "./import-file-drop";
import { importFileRequest, type ImportUrl } from "./import-request";
import { ImportProblems, ImportSummary } from "./import-result";
import { useImportProblems, type ImportProblem } from "./use-import-problems";

const anyAccept = [...new Set(importTypes.flatMap((type) => importTypeAccept[type].split(",")))].join(",");

type Check =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "valid"; type: ImportType; result: ImportResult }
  | { status: "invalid"; problems: ImportProblem[] };

type Props = {
  onClose: () => void;
  /** The signed-in import or the guest's. */
  importUrl: ImportUrl;
  /** Offers "Import as new resume"; called with the created resume. */
  onCreated?: (resume: ResumeDto) => void;
  /** The plan's resume limit is reached: "Import as new resume" is refused before it is tried. */
  isAtLimit?: boolean;
  /** Offers "Import into this resume" (the builder); called with the checked data after the owner confirms. */
  onImportInto?: (data: ResumeData, type: ImportType) => void;
  /** The open resume cannot take an import (it is locked). */
  intoDisabled?: boolean;
};

/** One toast for an invalid file at a time, taken away when another file or type is chosen. */
const invalidToastId = "import-invalid";

/**
 * The import dialog (spec §2): choose the type (or let the file tell it) and the file, which is
 * checked at once with a dry run; a valid file shows what was found and can be imported as a new
 * resume or into the open one (confirmed first), an invalid one lists each problem with its place.
 * Changing the type resets the file and the result.
 */
export function ImportDialog({ onClose, importUrl, onCreated, isAtLimit = false, onImportInto, intoDisabled }: Props) {
  const t = useTranslations("importDialog");
  const toProblems = useImportProblems();
  const typeId = useId();
  const typeHintId = useId();
  const [chosenType, setChosenType] = useState<ImportType | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [detectedType, setDetectedType] = useState<ImportType | null>(null);
  const [check, setCheck] = useState<Check>({ status: "idle" });
  const [isImporting, setIsImporting] = useState(false);
  const [limitNotice, setLimitNotice] = useState(Boolean(onCreated) && isAtLimit);
  const [isConfirming, setIsConfirming] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      pending.current?.abort();
      toast.dismiss(invalidToastId);
    },
    [],
  );

  function reset() {
    pending.current?.abort();
    toast.dismiss(invalidToastId);
    setFile(null);
    setDetectedType(null);
    setCheck({ status: "idle" });
  }

  function invalid(problems: ImportProblem[]) {
    setCheck({ status: "invalid", problems });
    toast.error(t("result.invalidToast"), { id: invalidToastId });
  }

  async function onFile(next: File) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    // The last file's "could not be imported" must not stand beside this one's result.
    toast.dismiss(invalidToastId);
    setFile(next);
    setDetectedType(null);
    if (next.size > importMaxFileBytes) return invalid(toProblems(new ApiError("PayloadTooLarge", 413)));
    setCheck({ status: "checking" });
    const type = chosenType ?? (await guessFileType(next));
    if (controller.signal.aborted) return;
    if (!type) return invalid([{ message: t("problems.unknownType") }]);
    if (!chosenType) setDetectedType(type);
    try {
      const result = await importFileRequest(importUrl, { type, file: next, dryRun: true, signal: controller.signal });
      if (!controller.signal.aborted) setCheck({ status: "valid", type, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      invalid(toProblems(error));
    }
  }

  async function importAsNew() {
    if (check.status !== "valid" || !file || !onCreated) return;
    setIsImporting(true);
    try {
      const { resume } = await importFileRequest(importUrl, { type: check.type, file, dryRun: false });
      toast.success(t("created"));
      if (resume) onCreated(resume);
    } catch (error) {
      if (error instanceof ApiError && error.code === "ResumeLimitReached") setLimitNotice(true);
      else invalid(toProblems(error));
    } finally {
      setIsImporting(false);
    }
  }

  function importInto() {
    if (check.status !== "valid" || !check.result.data || !onImportInto) return;
    onImportInto(check.result.data, check.type);
    toast.success(t("replaced"));
    onClose();
  }

  const isValid = check.status === "valid";
  const shownType = chosenType ?? detectedType;

  return (
    <>
      <DialogShell
        open
        onOpenChange={(open) => !open && onClose()}
        title={t("title")}
        description={t("description")}
        contentProps={{ className: "sm:max-w-[560px]", "data-testid": "import-dialog" }}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t("cancel")}
            </Button>
            {onImportInto && (
              <Button
                type="button"
                variant={onCreated ? "outline" : "default"}
                disabled={!isValid || isImporting || intoDisabled}
                onClick={() => setIsConfirming(true)}
              >
                {t("importInto")}
              </Button>
            )}
            {onCreated && (
              <Button
                type="button"
                disabled={!isValid || isImporting || limitNotice}
                onClick={() => void importAsNew()}
              >
                {isImporting && <Loader2Icon className="animate-spin" aria-hidden />}
                {t("importAsNew")}
              </Button>
            )}
          </>
        }
      >
        <div className="grid gap-2">
          <Label htmlFor={typeId}>{t("type.label")}</Label>
          <NativeSelect
            id={typeId}
            value={chosenType ?? ""}
            aria-describedby={typeHintId}
            onChange={(event) => {
              setChosenType(isImportType(event.target.value) ? event.target.value : null);
              reset();
            }}
          >
            <option value="">{t("type.auto")}</option>
            {importTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}.name`)}
              </option>
            ))}
          </NativeSelect>
          <p id={typeHintId} className="text-xs text-muted-foreground">
            {shownType ? t(`types.${shownType}.hint`) : t("type.autoHint")}
          </p>
        </div>

        <ImportFileDrop
          file={file}
          accept={chosenType ? importTypeAccept[chosenType] : anyAccept}
          disabled={isImporting}
          onFile={(next) => void onFile(next)}
        />

        {detectedType && check.status !== "checking" && (
          <p className="text-sm" data-testid="import-detected">
            {t("type.detected", { type: t(`types.${detectedType}.name`) })}
          </p>
        )}
        {check.status === "checking" && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {t("checking")}
          </p>
        )}
        {check.status === "valid" && (
          <ImportSummary summary={check.result.summary} refinement={check.result.refinement} />
        )}
        {check.status === "invalid" && <ImportProblems problems={check.problems} />}

        {limitNotice && <PlanLimitAlert message={t("limitReached")} plansLabel={t("seePlans")} />}
      </DialogShell>

      <ConfirmAlert
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t("confirm.title")}
        text={check.status === "valid" && check.type === "own" ? t("confirm.textWithDesign") : t("confirm.text")}
        cancelLabel={t("cancel")}
        confirmLabel={t("confirm.replace")}
        onConfirm={importInto}
      />
    </>
  );
}
