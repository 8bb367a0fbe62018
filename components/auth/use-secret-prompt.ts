"use client";

import { useState } from "react";
import type { z } from "zod";
import { ApiError } from "@/client/http/api-client";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";

/**
 * The state of a SecretField in a dialog that asks who is there (two-factor, deleting the account):
 * the typed value, the message under it, the check before sending and the message of a failure.
 */
export function useSecretPrompt() {
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  return {
    value,
    setValue,
    error,
    /** Empties the field and its message: another step, the other way of confirming, the dialog opened again. */
    clear() {
      setValue("");
      setError(null);
    },
    /** The value as `schema` reads it, or null with the schema's message (else `fallbackKey`'s) under the field. */
    check<T>(schema: z.ZodType<T>, fallbackKey: string): T | null {
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        setError(translate(parsed.error.issues[0]?.message ?? fallbackKey));
        return null;
      }
      setError(null);
      return parsed.data;
    },
    /** A failed request under the field: the server's message about `field` when it has one, else its code's. */
    showFailure(failure: unknown, field?: string) {
      const fieldMessage = field && failure instanceof ApiError ? failure.body?.fields?.[field]?.[0] : undefined;
      setError(fieldMessage ? translate(fieldMessage) : errorMessage(failure));
    },
  };
}
