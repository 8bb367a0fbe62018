"use client";

import { useLocale, useTranslations } from "next-intl";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { localisedPath } from "./localised-path";
import { loginFormSchema, type LoginFormOutput, type LoginFormValues } from "./form-schemas";
import { PasswordInput } from "./password-input";
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
  const { form, onSubmit, isSubmitting, translate } = useApiForm<LoginFormValues, LoginFormOutput>({
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
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="login-form">
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
