"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { changePasswordFormSchema } from "@/components/auth/form-schemas";
import { PasswordField } from "@/components/auth/password-field";
import { useApiForm } from "@/components/auth/use-api-form";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiRequest } from "@/client/http/api-client";
import { SettingsSection } from "./settings-section";

/** Change the password with the current one; other sessions end on the server. */
export function PasswordForm({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.password");
  const { form, onSubmit, isSubmitting, fieldProps } = useApiForm({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
    async submit(values) {
      const { message } = await apiRequest<{ message: string }>("/user/me/password", { method: "POST", json: values });
      toast.success(message);
      form.reset();
    },
    serverErrorFields: ["currentPassword", "newPassword"],
  });

  // Social accounts have no password (a reset request mails them a pointer to their provider instead).
  if (!user.hasPassword) return <SettingsSection id="password" title={t("title")} description={t("noPassword")} />;

  return (
    <SettingsSection id="password" title={t("title")} description={t("description")}>
      <Form {...form}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {/* Lets password managers match the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              {...fieldProps}
              name="currentPassword"
              label={t("current")}
              autoComplete="current-password"
            />
            <PasswordField
              {...fieldProps}
              name="newPassword"
              label={t("new")}
              autoComplete="new-password"
              showsStrength
              userInputs={() => [user.name, user.email, user.username]}
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
