"use client";

import { CheckCircle2Icon, Loader2Icon, MailIcon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Notice } from "@/components/common/notice";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { Link } from "@/core/i18n/navigation";
import { useErrorMessage } from "./use-error-message";
import { useResendVerification } from "./use-resend-verification";

type State = { kind: "pending" } | { kind: "verifying" } | { kind: "verified" } | { kind: "failed"; message: string };

/** /auth/verify-email: follows the mailed link's token, or offers to send the mail again. */
export function VerifyEmailPanel({
  email,
  token,
  isVerified,
}: {
  email: string;
  token: string | null;
  isVerified: boolean;
}) {
  const t = useTranslations("auth.verifyEmail");
  const errorMessage = useErrorMessage();
  const [state, setState] = useState<State>(() =>
    isVerified ? { kind: "verified" } : token ? { kind: "verifying" } : { kind: "pending" },
  );
  const { isSending, resend } = useResendVerification(() => setState({ kind: "verified" }));
  // A token is single-use: never send it twice (React runs effects twice in development).
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || isVerified || sentToken.current === token) return;
    sentToken.current = token;
    apiRequest("/auth/verify-email", { method: "POST", json: { token } })
      .then(() => setState({ kind: "verified" }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "EmailAlreadyVerified") setState({ kind: "verified" });
        else setState({ kind: "failed", message: errorMessage(error) });
      });
  }, [token, isVerified, errorMessage]);

  async function onResend() {
    if (await resend()) toast.success(t("resent", { email }));
  }

  const icon = {
    pending: <MailIcon className="size-6 shrink-0 text-primary" aria-hidden />,
    verifying: <Loader2Icon className="size-6 shrink-0 animate-spin text-primary" aria-hidden />,
    verified: <CheckCircle2Icon className="size-6 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />,
    failed: <XCircleIcon className="size-6 shrink-0 text-destructive" aria-hidden />,
  }[state.kind];

  return (
    <div className="grid gap-5" data-testid="verify-email" data-state={state.kind}>
      <Notice role="status" aria-live="polite" icon={icon} title={t(`${state.kind}Title`)}>
        {state.kind === "failed" ? state.message : t(`${state.kind}Body`, { email })}
      </Notice>
      {/* One button a row: side by side, "Send the email again" and "Continue to your resumes" are wider than the
          card in most languages, and a button's label does not wrap. */}
      <div className="grid gap-2">
        {(state.kind === "pending" || state.kind === "failed") && (
          <Button variant="outline" onClick={onResend} disabled={isSending}>
            {isSending && <Loader2Icon className="animate-spin" aria-hidden />}
            {t("resend")}
          </Button>
        )}
        <Button asChild variant={state.kind === "verified" ? "default" : "ghost"}>
          <Link href="/dashboard/resumes">{t("continue")}</Link>
        </Button>
      </div>
    </div>
  );
}
