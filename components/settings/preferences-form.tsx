"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useTransition } from "react";
import { useIsHydrated } from "@/client/utils/use-is-hydrated";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { themeChoices } from "@/components/site/theme-choices";
import { apiRequest } from "@/client/http/api-client";
import { isLocale, menuLocales, nativeNames } from "@/core/i18n/locales";
import { runtimeHref, usePathname, useRouter } from "@/core/i18n/navigation";
import { cn } from "@/core/utils/cn";
import { SettingsSection } from "./settings-section";
import { useThemeSwitch } from "@/client/utils/use-theme-switch";

/** Language (saved to the account, then applied by moving to its path) and theme (saved by the dashboard's account sync). */
export function PreferencesForm() {
  const t = useTranslations("settings.preferences");
  const tTheme = useTranslations("theme");
  const errorMessage = useErrorMessage();
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const { theme, setTheme } = useThemeSwitch();
  const isHydrated = useIsHydrated();
  const [isPending, startTransition] = useTransition();
  const localeId = useId();

  async function onLocaleChange(next: string) {
    if (!isLocale(next) || next === locale) return;
    try {
      await apiRequest("/user/me", { method: "PATCH", json: { locale: next } });
      startTransition(() => router.replace(runtimeHref(pathname), { locale: next }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <SettingsSection id="preferences" title={t("title")} description={t("description")}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={localeId}>{t("language")}</Label>
          <NativeSelect
            id={localeId}
            value={locale}
            disabled={isPending}
            onChange={(event) => onLocaleChange(event.target.value)}
            data-testid="settings-locale"
          >
            {menuLocales.map((option) => (
              <option key={option} value={option} lang={option}>
                {nativeNames[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid content-start gap-2">
          <legend className="mb-2 text-sm leading-none font-medium">{t("theme")}</legend>
          <div className="grid grid-cols-3 gap-1 rounded-lg border bg-muted/50 p-1" data-testid="settings-theme">
            {themeChoices.map(({ value, icon: Icon }) => {
              const isChecked = isHydrated && theme === value;
              return (
                <label
                  key={value}
                  className={cn(
                    "flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    isChecked
                      ? "bg-background text-foreground shadow-sm ring-1 ring-border dark:bg-accent"
                      : "hover:text-foreground",
                  )}
                >
                  <input
                    type="radio"
                    name="theme"
                    value={value}
                    checked={isChecked}
                    onChange={() => setTheme(value)}
                    className="sr-only"
                  />
                  <Icon className="size-4" aria-hidden />
                  {tTheme(value)}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
    </SettingsSection>
  );
}
