"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { apiRequest } from "@/client/http/api-client";
import { emailInputProps } from "./email-input-props";
import { forgotPasswordFormSchema } from "./form-schemas";
import { useErrorMessage } from "./use-error-message";
import { useValidationMessage } from "./use-validation-message";

/** Asks for a reset link. The answer is the same whether or not an account has this address. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  const translate = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.infer<typeof forgotPasswordFormSchema>>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });
  const isSubmitting = form.formState.isSubmitting;

  async function onSubmit({ email }: { email: string }) {
    try {
      await apiRequest("/auth/forgot-password", { method: "POST", json: { email: email.toLowerCase() } });
      setSentTo(email.toLowerCase());
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  if (sentTo) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
        data-testid="forgot-password-sent"
      >
        <MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="grid gap-1">
          <p className="font-medium">{t("sentTitle")}</p>
          <p className="text-muted-foreground">{t("sentBody", { email: sentTo })}</p>
        </div>
      </div>
    );
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" data-testid="forgot-password-form">
        <TextField
          control={form.control}
          name="email"
          label={t("email")}
          translateMessage={translate}
          {...emailInputProps}
          placeholder={t("emailPlaceholder")}
        />
        <SubmitButton className="w-full" isPending={isSubmitting}>
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
