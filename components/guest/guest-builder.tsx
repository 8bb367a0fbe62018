"use client";

import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { Builder } from "@/components/builder/builder";
import { signedInCapabilities, type BuilderCapabilities } from "@/components/builder/builder-capabilities";
import { useBuilderStore } from "@/client/builder/store";
import { apiRequest } from "@/client/http/api-client";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { guestResumeKey, writeLocal, type LocalGuestResume } from "./guest-storage";
import type { AccountAction } from "./guest-sign-up-dialog";
import { GuestTokenChip } from "./guest-token-chip";

// The account dialog (the sign-up form and its form library) is not part of the guest builder's first load: it
// loads when the guest first does what needs an account, and stays mounted after.
const GuestSignUpDialog = lazy(() =>
  import("./guest-sign-up-dialog").then((module) => ({ default: module.GuestSignUpDialog })),
);

/** Spec §9: a guest's edits are saved after a one-second pause (500 ms when signed in). */
export const guestSaveDebounceMs = 1000;
const localCopyDelayMs = 1000;

type Props = {
  resume: ResumeDto;
  socialButtons: ReactNode;
  guestTokenAllowance: number;
  requestedTemplate?: ResumeTemplateName;
};

/**
 * The same builder as a signed-in user's, fed by the guest's data source (spec §2/§6): saves go to
 * PATCH /api/resume/guest-resume, the PDF to the guest export (free templates, watermarked), no
 * sharing, picture by address only (the basics editor finds no account), and saving or downloading
 * offers the account dialog. A copy of the resume is kept in this browser under `guest-resume`.
 */
export function GuestBuilder({ resume, socialButtons, guestTokenAllowance, requestedTemplate }: Props) {
  const [accountAction, setAccountAction] = useState<AccountAction | null>(null);
  // Whether the account dialog has been asked for (it stays mounted from then on, so it can animate closed).
  const [wantedAccount, setWantedAccount] = useState(false);
  const requestAccount = useCallback((action: AccountAction) => {
    setAccountAction(action);
    setWantedAccount(true);
  }, []);

  const capabilities = useMemo<BuilderCapabilities>(
    () => ({
      ...signedInCapabilities,
      isGuest: true,
      homeHref: "/",
      saveUrl: () => "/api/resume/guest-resume",
      saveDebounceMs: guestSaveDebounceMs,
      exportPdfUrl: () => "/api/guest/resume/export/pdf/stream",
      importUrl: "/api/guest/resume/import",
      canShare: false,
      canExportWord: false,
      showAdvancedAnalysis: false,
      requestAccount,
      tokenChip: (options) => <GuestTokenChip defaultAllowance={guestTokenAllowance} {...options} />,
    }),
    [requestAccount, guestTokenAllowance],
  );

  // The session's expiry slides with use on the server; this renews the cookie's own expiry with it
  // (the same session: one per browser), also for a builder opened from a bookmark.
  useEffect(() => {
    apiRequest("/api/guest/session", { method: "POST" }).catch(() => undefined);
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const writeCopy = () => {
      const { data, meta } = useBuilderStore.getState();
      if (data)
        writeLocal(guestResumeKey, {
          id: resume.id,
          title: meta?.title ?? resume.title,
          data,
          savedAt: Date.now(),
        } satisfies LocalGuestResume);
    };
    writeCopy();
    const unsubscribe = useBuilderStore.subscribe((state, previous) => {
      if (state.data === previous.data) return;
      clearTimeout(timer);
      timer = setTimeout(writeCopy, localCopyDelayMs);
    });
    window.addEventListener("pagehide", writeCopy);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener("pagehide", writeCopy);
    };
  }, [resume.id, resume.title]);

  return (
    <>
      <Builder resume={resume} user={null} capabilities={capabilities} requestedTemplate={requestedTemplate} />
      {wantedAccount && (
        <Suspense fallback={null}>
          <GuestSignUpDialog
            action={accountAction}
            onClose={() => setAccountAction(null)}
            socialButtons={socialButtons}
          />
        </Suspense>
      )}
    </>
  );
}
