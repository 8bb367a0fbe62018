"use client";

import { AlertShell } from "@/components/common/alert-shell";
import { AlertDialogAction, AlertDialogCancel } from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

type ConfirmAlertProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  /** A red confirm button, for a question whose yes removes something. */
  isDestructive?: boolean;
  onConfirm: () => void;
};

/** A yes-or-no question before an action: title, text, and cancel and confirm buttons that both close it. */
export function ConfirmAlert({
  text,
  cancelLabel,
  confirmLabel,
  isDestructive,
  onConfirm,
  ...props
}: ConfirmAlertProps) {
  return (
    <AlertShell
      {...props}
      description={text}
      footer={
        <>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: isDestructive ? "destructive" : "default" })}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </>
      }
    />
  );
}
