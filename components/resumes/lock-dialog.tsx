"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Button } from "@/components/ui/button";
import { DialogShell } from "@/components/common/dialog-shell";
import { DialogFooter } from "@/components/ui/dialog";
import type { ResumeSummaryDto } from "@/lib/resume/resume-dto";
import { lockResumeRequest } from "./resume-mutations";
import { isolate } from "@/core/i18n/isolate";

/** Lock (a finished resume refuses every change) or unlock. */
export function LockDialog({
  resume,
  onClose,
  onDone,
}: {
  resume: ResumeSummaryDto;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("resumes.lockDialog");
  const tc = useTranslations("common");
  const errorMessage = useErrorMessage();
  const [isBusy, setIsBusy] = useState(false);
  const mode = resume.locked ? "unlock" : "lock";

  async function onConfirm() {
    setIsBusy(true);
    try {
      await lockResumeRequest(resume.id, !resume.locked);
      onDone();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`${mode}.title`)}
      description={t(`${mode}.description`, { title: isolate(resume.title) })}
      contentProps={{ className: "sm:max-w-[600px]" }}
    >
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {tc("cancel")}
        </Button>
        <Button onClick={onConfirm} disabled={isBusy}>
          {t(`${mode}.submit`)}
        </Button>
      </DialogFooter>
    </DialogShell>
  );
}
