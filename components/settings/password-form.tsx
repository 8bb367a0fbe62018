"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { changePasswordFormSchema } from "@/components/auth/form-schemas";
import { PasswordInput } from "@/components/auth/password-input";
import { PasswordStrength } from "@/components/auth/password-strength";
import { setServerFieldErrors } from "@/components/auth/server-field-errors";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { useValidationMessage } from "@/components/auth/use-validation-message";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiRequest } from "@/client/http/api-client";
import { SettingsSection } from "./settings-section";

type PasswordValues = z.infer<typeof changePasswordFormSchema>;

/** Change the password with the current one; other sessions end on the server. */
export function PasswordForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.password");
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const isSubmitting = form.formState.isSubmitting;

  async function onSubmit(values: PasswordValues) {
    try {
      const { message } = await apiRequest<{ message: string }>("/user/me/password", { method: "POST", json: values });
      toast.success(message);
      form.reset();
    } catch (error) {
      if (!setServerFieldErrors(form, error, ["currentPassword", "newPassword"])) toast.error(errorMessage(error));
    }
  }

  // Social accounts have no password (a reset request mails them a pointer to their provider instead).
  if (!user.hasPassword) return <SettingsSection id="password" title={t("title")} description={t("noPassword")} />;

  return (
    <SettingsSection id="password" title={t("title")} description={t("description")}>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          {/* Lets password managers match the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="currentPassword"
              label={t("current")}
              translateMessage={translate}
              renderControl={(field) => <PasswordInput {...field} autoComplete="current-password" />}
            />
            <TextField
              control={form.control}
              name="newPassword"
              label={t("new")}
              translateMessage={translate}
              renderControl={(field) => <PasswordInput {...field} autoComplete="new-password" />}
              renderAfterControl={(field) => (
                <PasswordStrength password={field.value} userInputs={[user.name, user.email, user.username]} />
              )}
            />
          </div>
          <div className="flex justify-end">
            <SubmitButton isPending={isSubmitting}>{t("submit")}</SubmitButton>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}
