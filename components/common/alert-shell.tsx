"use client";

import type { ComponentProps, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type AlertShellProps = Omit<ComponentProps<typeof AlertDialog>, "children"> & {
  title: ReactNode;
  description: ReactNode;
  /** The answers, at its bottom. */
  footer: ReactNode;
  /** On the dialog's box: its width. */
  contentClassName?: string;
  /** What more it has to say between the question and the answers. */
  children?: ReactNode;
};

/**
 * A dialog that asks and waits for an answer (no close button, Escape aside): the question, a line
 * under it, and the buttons that answer it.
 */
export function AlertShell({ title, description, footer, contentClassName, children, ...props }: AlertShellProps) {
  return (
    <AlertDialog {...props}>
      <AlertDialogContent className={contentClassName}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>{footer}</AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
