"use client";

import type { BaseSyntheticEvent, ComponentProps, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/core/utils/cn";

type AuthFormProps<TValues extends FieldValues, TOutput> = Omit<ComponentProps<"form">, "onSubmit"> & {
  /** useApiForm's formProps: the form, its submit handler and whether it is being sent. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSubmitting: boolean;
  submitLabel: string;
  isSubmitDisabled?: boolean;
  /** Under the submit button (links to another way in). */
  footer?: ReactNode;
};

/** A form of the sign-in pages: its fields, then a full-width submit button. */
export function AuthForm<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  isSubmitting,
  submitLabel,
  isSubmitDisabled,
  footer,
  className,
  children,
  ...props
}: AuthFormProps<TValues, TOutput>) {
  return (
    <Form {...form}>
      <form {...props} onSubmit={onSubmit} noValidate className={cn("grid gap-4", className)}>
        {children}
        <SubmitButton className="w-full" isPending={isSubmitting} disabled={isSubmitDisabled}>
          {submitLabel}
        </SubmitButton>
        {footer}
      </form>
    </Form>
  );
}
