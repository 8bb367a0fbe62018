"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { newAccountSchema } from "@/core/auth/field-schemas";
import { apiRequest } from "@/client/http/api-client";
import type { CurrentUser } from "@/lib/auth/current-user";
import { EmailField, NameField, UsernameField } from "./account-fields";
import { deriveUsername, type SignUpFormOutput, type SignUpFormValues } from "./form-schemas";
import { PasswordField } from "./password-field";
import { AuthForm } from "./auth-form";
import { useApiForm } from "./use-api-form";
import { useFeatureFlags } from "./use-feature-flags";

type SignUpFormProps = {
  /** Runs before the account is created (the guest modal saves the guest's resume first). */
  beforeRegister?: () => Promise<void>;
  onRegistered: (user: CurrentUser) => void | Promise<void>;
  /** Pre-filled name and email (the guest modal takes them from the resume); the username follows the name. */
  initialValues?: { name?: string; email?: string };
  className?: string;
};

/** Name, email, username (derived from the name until edited) and password; used on /auth/register and in the guest sign-up modal. */
export function SignUpForm({ beforeRegister, onRegistered, initialValues, className }: SignUpFormProps) {
  const t = useTranslations("auth.register");
  const flags = useFeatureFlags();
  const isUsernameEdited = useRef(false);
  const { fieldProps, form, formProps } = useApiForm<SignUpFormValues, SignUpFormOutput>({
    schema: newAccountSchema,
    defaultValues: {
      name: initialValues?.name ?? "",
      email: initialValues?.email ?? "",
      username: deriveUsername(initialValues?.name ?? ""),
      password: "",
    },
    mode: "onTouched",
    async submit(values) {
      await beforeRegister?.();
      const { user } = await apiRequest<{ user: CurrentUser }>("/auth/register", {
        method: "POST",
        json: values,
      });
      await onRegistered(user);
    },
    serverErrorFields: ["name", "email", "username", "password"],
  });
  const isSignupsDisabled = flags?.isSignupsDisabled ?? false;

  return (
    <AuthForm
      {...formProps}
      submitLabel={t("submit")}
      className={className}
      data-testid="sign-up-form"
      isSubmitDisabled={isSignupsDisabled}
    >
      <NameField
        {...fieldProps}
        name="name"
        placeholder={t("namePlaceholder")}
        onChange={(event) => {
          if (!isUsernameEdited.current)
            form.setValue("username", deriveUsername(event.target.value), {
              shouldValidate: form.formState.touchedFields.username,
            });
        }}
      />
      <EmailField {...fieldProps} name="email" />
      <UsernameField
        {...fieldProps}
        name="username"
        placeholder={t("usernamePlaceholder")}
        onChange={() => {
          isUsernameEdited.current = true;
        }}
      />
      <PasswordField
        {...fieldProps}
        name="password"
        label={t("password")}
        autoComplete="new-password"
        showsStrength
        userInputs={() => [form.getValues("name"), form.getValues("email"), form.getValues("username")]}
        hint={t("passwordHint")}
        hintClassName="sr-only"
      />
      {isSignupsDisabled && (
        <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {t("signupsDisabled")}
        </p>
      )}
    </AuthForm>
  );
}
