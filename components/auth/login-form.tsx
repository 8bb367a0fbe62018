"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { localisedPath } from "./localised-path";
import { loginFormSchema, type LoginFormOutput, type LoginFormValues } from "./form-schemas";
import { PasswordInput } from "./password-input";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";
import { usernameInputProps } from "./username-input-props";

type LoginAnswer = { status: "authenticated" } | { status: "2fa_required" };

/** Identifier (email or username) and password; a two-factor account continues on /auth/verify-otp. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations("auth.login");
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const locale = useLocale();
  const form = useForm<LoginFormValues, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: "", password: "" },
  });
  const isSubmitting = form.formState.isSubmitting;
  const query = redirectTo === "/dashboard/resumes" ? "" : (`?redirect=${encodeURIComponent(redirectTo)}` as const);

  async function onSubmit(values: LoginFormOutput) {
    try {
      const answer = await apiRequest<LoginAnswer>("/auth/login", {
        method: "POST",
        json: values,
      });
      if (answer.status === "2fa_required") {
        router.push(`/auth/verify-otp${query}`);
        return;
      }
      // A full navigation: the server components of the destination must see the new session cookie.
      window.location.assign(localisedPath(redirectTo, locale));
    } catch (error) {
      form.resetField("password", { keepError: false });
      toast.error(errorMessage(error));
    }
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" data-testid="login-form">
        <TextField
          control={form.control}
          name="identifier"
          label={t("identifier")}
          translateMessage={translate}
          {...usernameInputProps}
          placeholder={t("identifierPlaceholder")}
        />
        <TextField
          control={form.control}
          name="password"
          label={t("password")}
          labelAction={
            <Link
              href="/auth/forgot-password"
              className="text-xs font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("forgot")}
            </Link>
          }
          translateMessage={translate}
          renderControl={(field) => <PasswordInput {...field} autoComplete="current-password" />}
        />
        <SubmitButton className="w-full" isPending={isSubmitting}>
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
