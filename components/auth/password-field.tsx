"use client";

import type { FieldPath, FieldValues } from "react-hook-form";
import { TextField, type TextFieldProps } from "@/components/ui/text-field";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";

type PasswordFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = Omit<
  TextFieldProps<TValues, TName, TOutput>,
  "renderControl" | "renderAfterControl" | "autoComplete"
> & {
  /** Tells password managers to fill in the saved password or to offer a new one. */
  autoComplete: "current-password" | "new-password";
  /** A strength meter under the field (a new password, not its confirmation). */
  showsStrength?: boolean;
  /** Words of the account that make a password weak (its name, email, username), read as the meter scores. */
  userInputs?: () => string[];
};

/** A password in an account form: the input that shows its text on Ctrl, and the strength of a new one. */
export function PasswordField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>({
  autoComplete,
  autoFocus,
  showsStrength,
  userInputs,
  ...props
}: PasswordFieldProps<TValues, TName, TOutput>) {
  return (
    <TextField
      {...props}
      renderControl={(field) => <PasswordInput {...field} autoComplete={autoComplete} autoFocus={autoFocus} />}
      renderAfterControl={
        showsStrength
          ? (field) => <PasswordStrength password={String(field.value ?? "")} userInputs={userInputs?.()} />
          : undefined
      }
    />
  );
}
