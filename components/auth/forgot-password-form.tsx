"use client";

import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiRequest } from "@/client/http/api-client";
import { EmailField } from "./account-fields";
import { forgotPasswordFormSchema } from "./form-schemas";
import { useApiForm } from "./use-api-form";

/** Asks for a reset link. The answer is the same whether or not an account has this address. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, isSubmitting, translate } = useApiForm({
    schema: forgotPasswordFormSchema,
    defaultValues: { email: "" },
    async submit({ email }) {
      await apiRequest("/auth/forgot-password", { method: "POST", json: { email: email.toLowerCase() } });
      setSentTo(email.toLowerCase());
    },
  });

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
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="forgot-password-form">
        <EmailField control={form.control} name="email" translateMessage={translate} />
        <SubmitButton className="w-full" isPending={isSubmitting}>
          {t("submit")}
        </SubmitButton>
      </form>
    </Form>
  );
}
