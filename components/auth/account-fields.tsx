"use client";

import { useTranslations } from "next-intl";
import type { FieldPath, FieldValues } from "react-hook-form";
import { TextField, type TextFieldProps } from "@/components/ui/text-field";
import { emailInputProps } from "./email-input-props";
import { usernameInputProps } from "./username-input-props";

// The account's own fields, as the sign-up, forgot-password and profile forms show them: one label
// each (the sign-up form's words) and one way of typing each, so that the forms cannot drift apart.

type AccountFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = Omit<
  TextFieldProps<TValues, TName, TOutput>,
  "label"
>;

/** The account's email address, with an example address as its placeholder. */
export function EmailField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>(
  props: AccountFieldProps<TValues, TName, TOutput>,
) {
  const t = useTranslations("auth.register");
  return <TextField label={t("email")} {...emailInputProps} placeholder={t("emailPlaceholder")} {...props} />;
}

/** The account holder's full name. */
export function NameField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>(
  props: AccountFieldProps<TValues, TName, TOutput>,
) {
  const t = useTranslations("auth.register");
  return <TextField label={t("name")} autoComplete="name" {...props} />;
}

/** The account's username, the address of its public pages. */
export function UsernameField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput = TValues>(
  props: AccountFieldProps<TValues, TName, TOutput>,
) {
  const t = useTranslations("auth.register");
  return <TextField label={t("username")} {...usernameInputProps} {...props} />;
}
