"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[600px]" closeLabel={tc("close")}>
        <DialogHeader>
          <DialogTitle>{t(`${mode}.title`)}</DialogTitle>
          <DialogDescription>{t(`${mode}.description`, { title: isolate(resume.title) })}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button onClick={onConfirm} disabled={isBusy}>
            {t(`${mode}.submit`)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
