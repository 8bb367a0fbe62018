"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { newAccountSchema } from "@/core/auth/field-schemas";
import { apiRequest } from "@/client/http/api-client";
import { cn } from "@/core/utils/cn";
import type { CurrentUser } from "@/lib/auth/current-user";
import { EmailField, NameField, UsernameField } from "./account-fields";
import { deriveUsername, type SignUpFormOutput, type SignUpFormValues } from "./form-schemas";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
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
  const { form, onSubmit, isSubmitting, translate } = useApiForm<SignUpFormValues, SignUpFormOutput>({
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
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className={cn("grid gap-4", className)} data-testid="sign-up-form">
        <NameField
          control={form.control}
          name="name"
          translateMessage={translate}
          placeholder={t("namePlaceholder")}
          onChange={(event) => {
            if (!isUsernameEdited.current)
              form.setValue("username", deriveUsername(event.target.value), {
                shouldValidate: form.formState.touchedFields.username,
              });
          }}
        />
        <EmailField control={form.control} name="email" translateMessage={translate} />
        <UsernameField
          control={form.control}
          name="username"
          translateMessage={translate}
          placeholder={t("usernamePlaceholder")}
          onChange={() => {
            isUsernameEdited.current = true;
          }}
        />
        <TextField
          control={form.control}
          name="password"
          label={t("password")}
          translateMessage={translate}
          renderControl={(field) => <PasswordInput {...field} autoComplete="new-password" />}
          renderAfterControl={(field) => (
            <PasswordStrength
              password={field.value}
              userInputs={[form.getValues("name"), form.getValues("email"), form.getValues("username")]}
            />
          )}
          hint={t("passwordHint")}
          hintClassName="sr-only"
        />
        {isSignupsDisabled && (
          <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
            {t("signupsDisabled")}
          </p>
        )}
        <SubmitButton className="w-full" isPending={isSubmitting} disabled={isSignupsDisabled}>
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
