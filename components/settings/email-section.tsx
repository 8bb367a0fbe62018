"use client";

import { BadgeCheckIcon, LockIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "sonner";
import { useResendVerification } from "@/components/auth/use-resend-verification";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CurrentUser } from "@/lib/auth/current-user";
import { SettingsSection } from "./settings-section";

/** The email address is shown, never edited here (spec accounts §5); a locked address says why. */
export function EmailSection({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.email");
  const { isSending, resend } = useResendVerification();
  const id = useId();

  async function onResend() {
    const message = await resend();
    if (message) toast.success(message);
  }

  return (
    <SettingsSection
      id="email"
      title={t("title")}
      description={user.emailLocked ? t("lockedDescription") : t("description")}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>{t("label")}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative min-w-0 flex-1 basis-64">
            <Input
              id={id}
              value={user.email}
              readOnly
              disabled={user.emailLocked}
              dir="ltr"
              className="pe-9"
              data-testid="settings-email-input"
            />
            {user.emailLocked && (
              <LockIcon
                className="absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-label={t("locked")}
              />
            )}
          </div>
          {user.emailVerified ? (
            <Badge variant="secondary" className="gap-1">
              <BadgeCheckIcon aria-hidden />
              {t("verified")}
            </Badge>
          ) : (
            <Button variant="outline" size="sm" onClick={onResend} disabled={isSending}>
              {t("resend")}
            </Button>
          )}
        </div>
        {!user.emailVerified && <p className="text-xs text-muted-foreground">{t("unverified")}</p>}
      </div>
    </SettingsSection>
  );
}
