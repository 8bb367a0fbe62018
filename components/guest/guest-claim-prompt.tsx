"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { localisedPath } from "@/components/auth/localised-path";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";
import { claimGuestResume } from "./claim-guest-resume";

type Props = {
  /** The guest resume's title, to name what is offered. */
  title: string;
  /** Coming back from a social sign-up started in the guest dialog: add it without asking again. */
  isAutomatic: boolean;
};

/**
 * A signed-in user whose browser still holds a guest resume (they signed in from the guest dialog):
 * offers to add it to the account, within the plan's limit (spec §4). Adding it ends the guest
 * session; the account's builder replaces this page in the history.
 */
export function GuestClaimPrompt({ title, isAutomatic }: Props) {
  const t = useTranslations("guest.claim");
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const [isClaiming, setIsClaiming] = useState(false);
  const hasStarted = useRef(false);

  const claim = useCallback(async () => {
    setIsClaiming(true);
    try {
      const resume = await claimGuestResume();
      toast.success(t("added"));
      window.location.replace(localisedPath(`/builder/${resume.id}`, locale));
    } catch (error) {
      setIsClaiming(false);
      toast.error(errorMessage(error));
    }
  }, [errorMessage, locale, t]);

  useEffect(() => {
    if (!isAutomatic || hasStarted.current) return;
    hasStarted.current = true;
    void claim();
  }, [claim, isAutomatic]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <section
        aria-labelledby="guest-claim-title"
        className="w-full max-w-md space-y-4 rounded-xl border bg-card p-6 shadow-sm"
        data-testid="guest-claim-prompt"
      >
        <h1 id="guest-claim-title" className="text-lg font-semibold">
          {t("title")}
        </h1>
        <p className="text-sm text-muted-foreground">{t("description", { title })}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="ghost">
            <Link href="/dashboard/resumes">{t("notNow")}</Link>
          </Button>
          <Button type="button" onClick={() => void claim()} disabled={isClaiming}>
            {t("add")}
          </Button>
        </div>
      </section>
    </main>
  );
}
