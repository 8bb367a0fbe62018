"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { resetPasswordFormSchema } from "./form-schemas";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { useApiForm } from "./use-api-form";

/** Sets a new password with the token from the reset mail, then sends the user to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.reset");
  const router = useRouter();
  const { form, onSubmit, isSubmitting, translate } = useApiForm({
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
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="reset-password-form">
        <TextField
          control={form.control}
          name="password"
          label={t("password")}
          translateMessage={translate}
          renderControl={(field) => <PasswordInput {...field} autoComplete="new-password" autoFocus />}
          renderAfterControl={(field) => <PasswordStrength password={field.value} />}
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          label={t("confirmPassword")}
          translateMessage={translate}
          renderControl={(field) => <PasswordInput {...field} autoComplete="new-password" />}
        />
        <SubmitButton className="w-full" isPending={isSubmitting}>
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
