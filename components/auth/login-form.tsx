"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { apiRequest } from "@/lib/http/api-client";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { localisedPath } from "./localised-path";
import { loginFormSchema, type LoginFormOutput, type LoginFormValues } from "./form-schemas";
import { PasswordInput } from "./password-input";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";

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
        <FormField
          control={form.control}
          name="identifier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t("identifier")}</FormLabel>
              <FormControl>
                <Input {...field} autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder={t("identifierPlaceholder")} dir="ltr" />
              </FormControl>
              <FormMessage translateMessage={translate} />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>{t("password")}</FormLabel>
                <Link href="/auth/forgot-password" className="text-xs font-medium text-primary underline-offset-4 hover:underline">
                  {t("forgot")}
                </Link>
              </div>
              <FormControl>
                <PasswordInput {...field} autoComplete="current-password" />
              </FormControl>
              <FormMessage translateMessage={translate} />
            </FormItem>
          )}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden />}
          {t("submit")}
        </Button>
      </form>
    </Form>
  );
}
