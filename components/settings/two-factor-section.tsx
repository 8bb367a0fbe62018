"use client";

import { ShieldCheckIcon, ShieldOffIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TwoFactorDialog } from "@/components/auth/two-factor-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CurrentUser } from "@/lib/auth/current-user";
import { useRouter } from "@/core/i18n/navigation";
import { SettingsSection } from "./settings-section";

export function TwoFactorSection({ user }: { user: CurrentUser }) {
  const t = useTranslations("settings.twoFactor");
  const router = useRouter();
  const isEnabled = user.twoFactorEnabled;
  return (
    <SettingsSection id="two-factor" title={t("title")} description={t("sectionDescription")}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm">
          {isEnabled ? (
            <ShieldCheckIcon className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden />
          ) : (
            <ShieldOffIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
          <Badge variant={isEnabled ? "default" : "secondary"} data-testid="two-factor-status" data-enabled={isEnabled}>
            {isEnabled ? t("on") : t("off")}
          </Badge>
        </div>
        <TwoFactorDialog isEnabled={isEnabled} hasPassword={user.hasPassword} onChanged={() => router.refresh()}>
          <Button variant={isEnabled ? "outline" : "default"}>{isEnabled ? t("turnOff") : t("turnOn")}</Button>
        </TwoFactorDialog>
      </div>
    </SettingsSection>
  );
}
