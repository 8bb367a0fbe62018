"use client";

import { MailCheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Notice } from "@/components/common/notice";
import { apiRequest } from "@/client/http/api-client";
import { EmailField } from "./account-fields";
import { forgotPasswordFormSchema } from "./form-schemas";
import { AuthForm } from "./auth-form";
import { useApiForm } from "./use-api-form";

/** Asks for a reset link. The answer is the same whether or not an account has this address. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth.forgot");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { fieldProps, formProps } = useApiForm({
    schema: forgotPasswordFormSchema,
    defaultValues: { email: "" },
    async submit({ email }) {
      await apiRequest("/auth/forgot-password", { method: "POST", json: { email: email.toLowerCase() } });
      setSentTo(email.toLowerCase());
    },
  });

  if (sentTo) {
    return (
      <Notice
        role="status"
        data-testid="forgot-password-sent"
        icon={<MailCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />}
        title={t("sentTitle")}
      >
        {t("sentBody", { email: sentTo })}
      </Notice>
    );
  }

  return (
    <AuthForm {...formProps} submitLabel={t("submit")} data-testid="forgot-password-form">
      <EmailField {...fieldProps} name="email" />
    </AuthForm>
  );
}
