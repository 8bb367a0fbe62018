"use client";

import { CheckCircle2Icon, Loader2Icon, MailIcon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { Link } from "@/core/i18n/navigation";
import { useErrorMessage } from "./use-error-message";

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
  const [isResending, setIsResending] = useState(false);
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
    setIsResending(true);
    try {
      await apiRequest("/auth/verify-email/resend", { method: "POST" });
      toast.success(t("resent", { email }));
    } catch (error) {
      if (error instanceof ApiError && error.code === "EmailAlreadyVerified") setState({ kind: "verified" });
      toast.error(errorMessage(error));
    } finally {
      setIsResending(false);
    }
  }

  const icon = {
    pending: <MailIcon className="size-6 text-primary" aria-hidden />,
    verifying: <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden />,
    verified: <CheckCircle2Icon className="size-6 text-emerald-600 dark:text-emerald-400" aria-hidden />,
    failed: <XCircleIcon className="size-6 text-destructive" aria-hidden />,
  }[state.kind];

  return (
    <div className="grid gap-5" data-testid="verify-email" data-state={state.kind}>
      <div role="status" aria-live="polite" className="flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <span className="shrink-0">{icon}</span>
        <div className="grid min-w-0 gap-1 [overflow-wrap:anywhere]">
          <p className="font-medium">{t(`${state.kind}Title`)}</p>
          <p className="text-muted-foreground">
            {state.kind === "failed" ? state.message : t(`${state.kind}Body`, { email })}
          </p>
        </div>
      </div>
      {/* One button a row: side by side, "Send the email again" and "Continue to your resumes" are wider than the
          card in most languages, and a button's label does not wrap. */}
      <div className="grid gap-2">
        {(state.kind === "pending" || state.kind === "failed") && (
          <Button variant="outline" onClick={onResend} disabled={isResending}>
            {isResending && <Loader2Icon className="animate-spin" aria-hidden />}
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
