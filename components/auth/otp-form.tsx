"use client";

import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { z } from "zod";
import { TextField } from "@/components/ui/text-field";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { Link, useRouter } from "@/core/i18n/navigation";
import { localisedPath } from "./localised-path";
import { backupCodeSchema, twoFactorCodeSchema } from "@/core/auth/field-schemas";
import { AuthForm } from "./auth-form";
import { useApiForm } from "./use-api-form";
import { redirectSearch } from "@/core/auth/safe-redirect";

const kinds = {
  totp: {
    schema: z.object({ code: twoFactorCodeSchema }),
    path: "/auth/verify-otp",
    other: "/auth/backup-otp",
    length: 6,
  },
  backup: {
    schema: z.object({ code: backupCodeSchema }),
    path: "/auth/backup-otp",
    other: "/auth/verify-otp",
    length: 10,
  },
} as const;

/** The second step of a two-factor sign-in: a 6-digit code from the app, or a 10-character backup code. */
export function OtpForm({ kind, redirectTo }: { kind: keyof typeof kinds; redirectTo: string }) {
  const t = useTranslations("auth.otp");
  const router = useRouter();
  const locale = useLocale();
  const { schema, path, other, length } = kinds[kind];
  const query = redirectSearch(redirectTo);
  const { errorMessage, fieldProps, formProps } = useApiForm<{ code: string }>({
    schema,
    defaultValues: { code: "" },
    async submit({ code }) {
      await apiRequest(`/api${path}`, { method: "POST", json: { code } });
      window.location.assign(localisedPath(redirectTo, locale));
    },
    onError(error, form) {
      // No sign-in waiting for a second step (expired, or opened directly): start again.
      if (error instanceof ApiError && error.code === "Unauthorized") {
        toast.error(errorMessage(error));
        router.replace(`/auth/login${query}`);
        return true;
      }
      form.setValue("code", "");
      // Shown under the field, already translated (useValidationMessage passes unknown keys through).
      form.setError("code", { type: "server", message: errorMessage(error) }, { shouldFocus: true });
      return true;
    },
  });

  return (
    <AuthForm
      {...formProps}
      submitLabel={t("submit")}
      data-testid={`${kind}-form`}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Link href={`${other}${query}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {t(kind === "totp" ? "useBackup" : "useApp")}
          </Link>
          <Link href={`/auth/login${query}`} className="text-muted-foreground underline-offset-4 hover:underline">
            {t("backToLogin")}
          </Link>
        </div>
      }
    >
      <TextField
        {...fieldProps}
        name="code"
        label={t(kind === "totp" ? "codeLabel" : "backupLabel")}
        autoFocus
        dir="ltr"
        maxLength={length}
        autoComplete={kind === "totp" ? "one-time-code" : "off"}
        inputMode={kind === "totp" ? "numeric" : "text"}
        autoCapitalize="none"
        spellCheck={false}
        placeholder={kind === "totp" ? "123456" : "abcde12345"}
        className="h-11 text-center font-mono text-lg tracking-[0.4em] placeholder:tracking-[0.4em]"
      />
    </AuthForm>
  );
}
