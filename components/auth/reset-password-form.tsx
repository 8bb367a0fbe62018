"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { resetPasswordFormSchema } from "./form-schemas";
import { PasswordField } from "./password-field";
import { AuthForm } from "./auth-form";
import { useApiForm } from "./use-api-form";

/** Sets a new password with the token from the reset mail, then sends the user to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.reset");
  const router = useRouter();
  const { fieldProps, formProps } = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { password: "", confirmPassword: "" },
    async submit({ password }) {
      await apiRequest("/auth/reset-password", { method: "POST", json: { token, password } });
      toast.success(t("done"));
      router.replace("/auth/login");
    },
    // Only a rejected password is the field's; anything else (an expired token) is a toast.
    serverErrorFields: ["password"],
    fieldErrorCodes: ["ValidationFailed"],
  });

  if (!token) {
    return (
      <div role="alert" className="grid gap-3 text-sm">
        <p className="text-destructive">{t("missingToken")}</p>
        <Link href="/auth/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t("askAgain")}
        </Link>
      </div>
    );
  }

  return (
    <AuthForm {...formProps} submitLabel={t("submit")} data-testid="reset-password-form">
      <PasswordField
        {...fieldProps}
        name="password"
        label={t("password")}
        autoComplete="new-password"
        autoFocus
        showsStrength
      />
      <PasswordField {...fieldProps} name="confirmPassword" label={t("confirmPassword")} autoComplete="new-password" />
    </AuthForm>
  );
}
