"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { resetPasswordFormSchema } from "./form-schemas";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";
import { setServerFieldErrors } from "./server-field-errors";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

/** Sets a new password with the token from the reset mail, then sends the user to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("auth.reset");
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const isSubmitting = form.formState.isSubmitting;

  async function onSubmit({ password }: ResetPasswordValues) {
    try {
      await apiRequest("/auth/reset-password", { method: "POST", json: { token, password } });
      toast.success(t("done"));
      router.replace("/auth/login");
    } catch (error) {
      // Only a rejected password is the field's; anything else (an expired token) is a toast.
      const isValidationFailure = error instanceof ApiError && error.code === "ValidationFailed";
      if (!(isValidationFailure && setServerFieldErrors(form, error, ["password"]))) toast.error(errorMessage(error));
    }
  }

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
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" data-testid="reset-password-form">
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
