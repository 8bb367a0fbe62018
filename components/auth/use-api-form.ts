"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { ApiError } from "@/client/http/api-client";
import { setServerFieldErrors } from "./server-field-errors";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";

type ApiFormOptions<Values extends FieldValues, Output> = Omit<UseFormProps<Values, unknown, Output>, "resolver"> & {
  /** Validates the fields in the browser; its messages are keys under `auth.validation`. */
  schema: z.ZodType<Output, Values>;
  /** Sends the valid values; a throw is the failure handled below. */
  submit: (values: Output) => Promise<void>;
  /** The fields a failed request may name: its message goes under them instead of into a toast. */
  serverErrorFields?: readonly Path<Values>[];
  /** When given, only failures with these codes go under the fields (an expired token stays a toast). */
  fieldErrorCodes?: readonly ApiError["code"][];
  /** Runs first on any failure; returns true when it has shown the failure itself. */
  onError?: (error: unknown, form: UseFormReturn<Values, unknown, Output>) => boolean | void;
};

/**
 * The account and settings forms' shared set-up: a react-hook-form form checked by a zod schema, whose
 * submit sends the values and shows a failure under the fields it names or else as a translated toast.
 */
export function useApiForm<Values extends FieldValues, Output = Values>({
  schema,
  submit,
  serverErrorFields = [],
  fieldErrorCodes,
  onError,
  ...formOptions
}: ApiFormOptions<Values, Output>) {
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const form = useForm<Values, unknown, Output>({ ...formOptions, resolver: zodResolver(schema) });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      if (onError?.(error, form)) return;
      const isFieldError =
        fieldErrorCodes === undefined || (error instanceof ApiError && fieldErrorCodes.includes(error.code));
      if (isFieldError && setServerFieldErrors(form, error, serverErrorFields)) return;
      toast.error(errorMessage(error));
    }
  });

  const isSubmitting = form.formState.isSubmitting;
  // What the form element (AuthForm) takes, and what each field takes: its form, how its error keys turn into text.
  const formProps = { form, onSubmit, isSubmitting };
  const fieldProps = { control: form.control, translateMessage: translate };
  return { form, onSubmit, isSubmitting, translate, errorMessage, formProps, fieldProps };
}
