"use client";

import type { ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { localisedPath } from "@/components/auth/localised-path";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { DialogShell } from "@/components/common/dialog-shell";
import { useBuilderStore } from "@/client/builder/store";
import { Link } from "@/core/i18n/navigation";
import { claimGuestResume } from "./claim-guest-resume";

export type AccountAction = "save" | "download";

type Props = {
  action: AccountAction | null;
  onClose: () => void;
  /** The enabled social sign-in buttons (a server component), coming back to /builder/try?claim=1. */
  socialButtons: ReactNode;
};

const linkClass = "font-medium text-foreground underline underline-offset-4 hover:text-primary";

/**
 * The guest's account dialog (spec §2 "guest dialogs", §4 "guest sign-up from the builder"): name and
 * email from the resume, the username derived from the name until edited, social buttons, a sign-in
 * link and the terms. On submit the resume is saved first, the account is made, the resume moves into
 * it (POST /api/guest/resume/claim) and the new account's builder replaces this page in the history.
 */
export function GuestSignUpDialog({ action, onClose, socialButtons }: Props) {
  const t = useTranslations("guest.signUp");
  const tCard = useTranslations("auth.card");
  const locale = useLocale();
  const basics = useBuilderStore((state) => state.data?.basics);

  async function saveGuestResume() {
    // The save queue sends whatever is unsent; a failure stops the sign-up before an account exists.
    await useBuilderStore.getState().saveFields({});
  }

  async function onRegistered() {
    const resume = await claimGuestResume();
    toast.info(t("created"));
    window.location.replace(localisedPath(`/builder/${resume.id}`, locale));
  }

  return (
    <DialogShell
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action === "download" ? t("titleDownload") : t("titleSave")}
      description={t("description")}
      contentProps={{ className: "max-h-[90dvh] overflow-y-auto sm:max-w-md", "data-testid": "guest-sign-up-dialog" }}
    >
      {action !== null && (
        <SignUpForm
          beforeRegister={saveGuestResume}
          onRegistered={onRegistered}
          initialValues={{ name: basics?.name, email: basics?.email }}
        />
      )}
      {socialButtons}
      <p className="text-center text-sm text-muted-foreground">
        {t("haveAccount")}{" "}
        <Link
          href={{ pathname: "/auth/login", query: { redirect: "/builder/try" } }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t("signIn")}
        </Link>
      </p>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        {tCard.rich("terms", {
          terms: (chunks) => (
            <Link href="/meta/terms-of-use" className={linkClass}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href="/meta/privacy-policy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </DialogShell>
  );
}
