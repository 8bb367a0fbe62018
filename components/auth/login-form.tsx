"use client";

import { useLocale, useTranslations } from "next-intl";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { localisedPath } from "./localised-path";
import { loginFormSchema, type LoginFormOutput, type LoginFormValues } from "./form-schemas";
import { PasswordField } from "./password-field";
import { AuthForm } from "./auth-form";
import { useApiForm } from "./use-api-form";
import { usernameInputProps } from "./username-input-props";
import { redirectSearch } from "@/core/auth/safe-redirect";

type LoginAnswer = { status: "authenticated" } | { status: "2fa_required" };

/** Identifier (email or username) and password; a two-factor account continues on /auth/verify-otp. */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations("auth.login");
  const router = useRouter();
  const locale = useLocale();
  const query = redirectSearch(redirectTo);
  const { fieldProps, formProps } = useApiForm<LoginFormValues, LoginFormOutput>({
    schema: loginFormSchema,
    defaultValues: { identifier: "", password: "" },
    async submit(values) {
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
    },
    onError: (_error, form) => form.resetField("password", { keepError: false }),
  });

  return (
    <AuthForm {...formProps} submitLabel={t("submit")} data-testid="login-form">
      <TextField
        {...fieldProps}
        name="identifier"
        label={t("identifier")}
        {...usernameInputProps}
        placeholder={t("identifierPlaceholder")}
      />
      <PasswordField
        {...fieldProps}
        name="password"
        label={t("password")}
        autoComplete="current-password"
        labelAction={
          <Link
            href="/auth/forgot-password"
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("forgot")}
          </Link>
        }
      />
    </AuthForm>
  );
}
