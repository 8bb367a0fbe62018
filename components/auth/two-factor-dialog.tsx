"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { DialogShell } from "@/components/common/dialog-shell";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { apiRequest } from "@/client/http/api-client";
import { currentPasswordSchema, twoFactorCodeSchema } from "@/core/auth/field-schemas";
import { SecretField } from "./secret-field";
import { TwoFactorBackupCodesStep, TwoFactorQrStep } from "./two-factor-steps";
import { useErrorMessage } from "./use-error-message";
import { useSecretPrompt } from "./use-secret-prompt";

export type TwoFactorMode = "confirm" | "create" | "update" | "duplicate" | "delete";

/** The steps that ask for a secret: the label of the way back and of the button that sends the form. */
const formSteps = {
  confirm: { back: "cancel", submit: "continue" },
  update: { back: "back", submit: "enable" },
  delete: { back: "cancel", submit: "disable" },
} as const;

const isFormStep = (mode: TwoFactorMode): mode is keyof typeof formSteps => mode in formSteps;

type TwoFactorDialogProps = {
  isEnabled: boolean;
  hasPassword: boolean;
  /** After enabling or disabling: refresh whatever shows the user's two-factor state. */
  onChanged: () => void;
  children: ReactNode;
};

/**
 * The two-factor dialog of spec accounts §4. Turning on: confirm (the password, so that a stolen
 * session cannot enrol its own authenticator) → create (QR code) → update (a 6-digit code; cancel goes
 * back) → duplicate (the backup codes, once). Turning off: delete (a code or the password).
 */
export function TwoFactorDialog({ isEnabled, hasPassword, onChanged, children }: TwoFactorDialogProps) {
  const t = useTranslations("settings.twoFactor");
  const errorMessage = useErrorMessage();
  const prompt = useSecretPrompt();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<TwoFactorMode>("create");
  const [uri, setUri] = useState<string | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const [usePassword, setUsePassword] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  /** The password typed at "confirm", sent again with the enabling code. */
  const [confirmedPassword, setConfirmedPassword] = useState<string | undefined>(undefined);

  /** Accounts without a password (social sign-in) rely on a recent sign-in, checked by the server. */
  async function startSetup() {
    setUri(null);
    try {
      const { message } = await apiRequest<{ message: string }>("/auth/2fa/setup", { method: "POST", json: {} });
      setUri(message);
    } catch (failure) {
      toast.error(errorMessage(failure));
      setIsOpen(false);
    }
  }

  // The setup call runs from this handler, not an effect: each call replaces the pending secret, so
  // a second (development double-run) call would invalidate the QR code already on screen.
  function onOpenChange(next: boolean) {
    setIsOpen(next);
    if (!next) return;
    setMode(isEnabled ? "delete" : hasPassword ? "confirm" : "create");
    prompt.clear();
    setUsePassword(false);
    setConfirmedPassword(undefined);
    setBackupCodes([]);
    if (!isEnabled && !hasPassword) void startSetup();
  }

  function goTo(next: TwoFactorMode) {
    setMode(next);
    prompt.clear();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const isPassword = mode === "confirm" || (mode === "delete" && usePassword);
    // An empty code is allowed in the field but sends nothing (spec accounts §5).
    if (mode === "update" && prompt.value.trim() === "") return;
    const secret = prompt.check(isPassword ? currentPasswordSchema : twoFactorCodeSchema, "codeInvalid");
    if (secret === null) return;
    setIsBusy(true);
    try {
      if (mode === "confirm") {
        const { message } = await apiRequest<{ message: string }>("/auth/2fa/setup", {
          method: "POST",
          json: { password: secret },
        });
        setConfirmedPassword(secret);
        setUri(message);
        goTo("create");
      } else if (mode === "update") {
        const { backupCodes: codes } = await apiRequest<{ backupCodes: string[] }>("/auth/2fa/enable", {
          method: "POST",
          json: { code: secret, password: confirmedPassword },
        });
        setBackupCodes(codes);
        goTo("duplicate");
        onChanged();
      } else {
        const { message } = await apiRequest<{ message: string }>("/auth/2fa/disable", {
          method: "POST",
          json: isPassword ? { password: secret } : { code: secret },
        });
        toast.success(message);
        setIsOpen(false);
        onChanged();
      }
    } catch (failure) {
      prompt.setValue("");
      // A wrong password names its field; a wrong code is best explained by its error code.
      prompt.showFailure(failure, isPassword ? "password" : undefined);
    } finally {
      setIsBusy(false);
    }
  }

  const asksPassword = mode === "confirm" || usePassword;
  const footer = isFormStep(mode) ? (
    <>
      <Button
        variant="outline"
        onClick={() => (mode === "update" ? goTo("create") : setIsOpen(false))}
        disabled={isBusy}
      >
        {t(formSteps[mode].back)}
      </Button>
      <SubmitButton form="two-factor-form" variant={mode === "delete" ? "destructive" : "default"} isPending={isBusy}>
        {t(formSteps[mode].submit)}
      </SubmitButton>
    </>
  ) : mode === "create" ? (
    <Button onClick={() => goTo("update")} disabled={!uri}>
      {t("continue")}
    </Button>
  ) : (
    <Button onClick={() => setIsOpen(false)}>{t("done")}</Button>
  );

  return (
    <DialogShell
      open={isOpen}
      onOpenChange={onOpenChange}
      trigger={children}
      title={t(`${mode}.title`)}
      description={t(`${mode}.description`)}
      contentProps={{ className: "sm:max-w-[600px]", "data-testid": "two-factor-dialog", "data-mode": mode }}
      footer={footer}
    >
      {mode === "create" && <TwoFactorQrStep uri={uri} />}
      {mode === "duplicate" && <TwoFactorBackupCodesStep codes={backupCodes} />}

      {isFormStep(mode) && (
        <form id="two-factor-form" onSubmit={onSubmit} noValidate className="grid gap-2">
          <SecretField
            id="two-factor-input"
            kind={asksPassword ? "password" : "code"}
            label={asksPassword ? t("passwordLabel") : t("codeLabel")}
            value={prompt.value}
            onChange={prompt.setValue}
            error={prompt.error}
            switchTo={
              mode === "delete" && hasPassword
                ? {
                    label: usePassword ? t("useCode") : t("usePassword"),
                    onClick: () => {
                      setUsePassword(!usePassword);
                      prompt.clear();
                    },
                  }
                : undefined
            }
          />
        </form>
      )}
    </DialogShell>
  );
}
