import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "@/client/http/api-client";

/**
 * Which form fields a failed request names (spec accounts §8: a sign-up error about the email lands on
 * the email field, one about the username on the username field, anything else in a toast). Returns
 * the message key per field, or null when the error belongs in a toast.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  if (!(error instanceof ApiError)) return null;
  const named = Object.keys(error.body?.fields ?? {});
  const result: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const mentioned =
      named.includes(field) ||
      (named.length === 0 && new RegExp(`\\b${field}\\b`, "i").test(error.body?.message ?? ""));
    if (!mentioned) continue;
    // The server's field messages are keys under `auth.validation`, like the forms' own.
    result[field] =
      error.code === "UserAlreadyExists" ? `${field}Taken` : (error.body?.fields?.[field]?.[0] ?? `${field}Rejected`);
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * Puts a failed request's messages on the form fields it names, focused; false when it names none,
 * for the caller to show the error in a toast instead.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "setError">,
  error: unknown,
  fields: readonly Path<Values>[],
): boolean {
  const onFields = serverFieldErrors(error, fields);
  if (!onFields) return false;
  for (const [field, key] of Object.entries(onFields) as [Path<Values>, string][])
    form.setError(field, { type: "server", message: key }, { shouldFocus: true });
  return true;
}
