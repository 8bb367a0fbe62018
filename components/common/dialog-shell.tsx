"use client";

import { useTranslations } from "next-intl";
import type { ComponentProps, ReactNode } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

type DialogShellProps = Omit<ComponentProps<typeof Dialog>, "children"> & {
  /** The button that opens the dialog, when the dialog opens itself (not from state of its caller). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's buttons, at its bottom. */
  footer?: ReactNode;
  /** On the dialog's box: its width, its test id, data attributes. */
  contentProps?: Omit<ComponentProps<typeof DialogContent>, "closeLabel" | "children"> & {
    [attribute: `data-${string}`]: string | undefined;
  };
  children: ReactNode;
};

/** A dialog with the parts each of ours has: a title, a line under it, the body, the buttons and a close button. */
export function DialogShell({
  trigger,
  title,
  description,
  footer,
  contentProps,
  children,
  ...props
}: DialogShellProps) {
  const t = useTranslations("common");
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={t("close")} {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
