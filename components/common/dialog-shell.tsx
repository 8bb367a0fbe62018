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
  /** A mark above the title (decorative: hide it from screen readers). */
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** On the line under the title: a test id, or `sr-only` when the title says it all. */
  descriptionProps?: Omit<ComponentProps<typeof DialogDescription>, "children"> & { "data-testid"?: string };
  /** The dialog's buttons, at its bottom. */
  footer?: ReactNode;
  footerClassName?: string;
  /** The dialog as a form: title, body and buttons inside it, so Enter and a submit button send it. */
  formProps?: ComponentProps<"form">;
  /** On the dialog's box: its width, its test id, data attributes, another close label than "Close". */
  contentProps?: Omit<ComponentProps<typeof DialogContent>, "closeLabel" | "children"> & {
    closeLabel?: string;
    [attribute: `data-${string}`]: string | undefined;
  };
  children: ReactNode;
};

/** A dialog with the parts each of ours has: a title, a line under it, the body, the buttons and a close button. */
export function DialogShell({
  trigger,
  icon,
  title,
  description,
  descriptionProps,
  footer,
  footerClassName,
  formProps,
  contentProps,
  children,
  ...props
}: DialogShellProps) {
  const t = useTranslations("common");
  const parts = (
    <>
      <DialogHeader>
        {icon}
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription {...descriptionProps}>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
    </>
  );
  return (
    <Dialog {...props}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent closeLabel={t("close")} {...contentProps}>
        {formProps ? <form {...formProps}>{parts}</form> : parts}
      </DialogContent>
    </Dialog>
  );
}
