"use client";

import { Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { currentPasswordSchema, twoFactorCodeSchema } from "@/core/auth/field-schemas";
import { localisedPath } from "@/components/auth/localised-path";
import { SecretField } from "@/components/auth/secret-field";
import { useSecretPrompt } from "@/components/auth/use-secret-prompt";
import { DialogShell } from "@/components/common/dialog-shell";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import type { CurrentUser } from "@/lib/auth/current-user";
import { apiRequest } from "@/client/http/api-client";
import { SettingsSection } from "./settings-section";

type Method = "password" | "code" | "username";

const schemas: Record<Method, z.ZodType<string>> = {
  password: currentPasswordSchema,
  code: twoFactorCodeSchema,
  username: z.string().trim().toLowerCase().min(1, "usernameRequired"),
};

/** Deleting the account and its resumes, confirmed by the password, a two-factor code, or (social-only accounts) the username. */
export function DeleteAccountSection({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.delete");
  const prompt = useSecretPrompt();
  const locale = useLocale();
  const inputId = useId();
  const methods: Method[] = [
    ...(user.hasPassword ? (["password"] as const) : []),
    ...(user.twoFactorEnabled ? (["code"] as const) : []),
  ];
  if (methods.length === 0) methods.push("username");
  const [method, setMethod] = useState<Method>(methods[0] ?? "username");
  const [isBusy, setIsBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const secret = prompt.check(schemas[method], "passwordRequired");
    if (secret === null) return;
    setIsBusy(true);
    try {
      const { message } = await apiRequest<{ message: string }>("/user/me", {
        method: "DELETE",
        json: { [method]: secret },
      });
      toast.success(message);
      window.location.assign(localisedPath("/", locale));
    } catch (failure) {
      prompt.showFailure(failure, method);
      setIsBusy(false);
    }
  }

  return (
    <SettingsSection id="delete" tone="danger" title={t("title")} description={t("description")}>
      <DialogShell
        onOpenChange={(isOpen) => {
          if (!isOpen) return;
          prompt.clear();
          setMethod(methods[0] ?? "username");
        }}
        trigger={
          <Button variant="destructive" className="justify-self-start">
            <Trash2Icon aria-hidden />
            {t("open")}
          </Button>
        }
        title={t("confirmTitle")}
        description={t("confirmDescription")}
        contentProps={{ "data-testid": "delete-account-dialog" }}
        footer={
          <SubmitButton form="delete-account-form" variant="destructive" isPending={isBusy}>
            {t("confirm")}
          </SubmitButton>
        }
      >
        <form id="delete-account-form" onSubmit={onSubmit} noValidate className="grid gap-2">
          <SecretField
            id={inputId}
            kind={method === "username" ? "word" : method}
            label={t(`${method}Label`, { username: user.username })}
            value={prompt.value}
            onChange={prompt.setValue}
            error={prompt.error}
            switchTo={
              methods.length > 1
                ? {
                    label: method === "password" ? t("useCode") : t("usePassword"),
                    onClick: () => {
                      setMethod(method === "password" ? "code" : "password");
                      prompt.clear();
                    },
                  }
                : undefined
            }
          />
        </form>
      </DialogShell>
    </SettingsSection>
  );
}
