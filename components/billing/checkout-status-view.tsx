"use client";

import { CheckCircle2Icon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import type { CheckoutStatus } from "@/lib/billing/checkout-schema";
import { ApiError, apiRequest } from "@/client/http/api-client";
import { Link } from "@/core/i18n/navigation";

// Polls the checkout's state until the webhook has landed: quickly at first, then backing off, and
// after a few minutes it says so instead of polling forever. Nothing on this page grants anything.
const firstDelayMs = 800;
const maxDelayMs = 10_000;
const giveUpAfterMs = 5 * 60_000;

type View =
  | { state: "waiting" }
  | { state: "done"; status: CheckoutStatus }
  | { state: "slow" }
  | { state: "expired" }
  | { state: "unknown" };

export function CheckoutStatusView({ sessionId }: { sessionId: string | null }) {
  const t = useTranslations("billing.success");
  const [view, setView] = useState<View>(sessionId ? { state: "waiting" } : { state: "unknown" });

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startedAt = Date.now();
    async function poll(delay: number) {
      try {
        const status = await apiRequest<CheckoutStatus>(`/payment/checkout/${encodeURIComponent(sessionId!)}`);
        if (cancelled) return;
        if (status.status === "complete") return setView({ state: "done", status });
        if (status.status === "expired") return setView({ state: "expired" });
      } catch (error) {
        if (cancelled) return;
        // Not this user's checkout (or none): stop. A network or server hiccup: keep polling.
        if (error instanceof ApiError && (error.status === 404 || error.status === 401))
          return setView({ state: "unknown" });
      }
      if (Date.now() - startedAt > giveUpAfterMs) return setView({ state: "slow" });
      timer = setTimeout(() => void poll(Math.min(delay * 1.5, maxDelayMs)), delay);
    }
    void poll(firstDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId]);

  return (
    <div
      className="mx-auto grid w-full max-w-lg gap-4 rounded-xl border bg-card p-6 text-center shadow-xs"
      aria-live="polite"
      data-testid="checkout-status"
      data-state={view.state}
    >
      {view.state === "waiting" && (
        <>
          <Loader2Icon aria-hidden className="mx-auto size-8 animate-spin text-muted-foreground" />
          <h1 className="text-xl font-semibold">{t("waitingTitle")}</h1>
          <p className="text-sm text-muted-foreground">{t("waiting")}</p>
        </>
      )}
      {view.state === "done" && (
        <>
          <CheckCircle2Icon aria-hidden className="mx-auto size-8 text-emerald-600 dark:text-emerald-400" />
          <h1 className="text-xl font-semibold">{t("doneTitle")}</h1>
          <p className="text-sm text-muted-foreground" data-testid="checkout-result">
            {view.status.kind === "tokens"
              ? t("tokensDone", { tokens: view.status.tokens ?? 0, balance: view.status.balance })
              : t("planDone", { plan: t(`tiers.${view.status.tier}`) })}
          </p>
        </>
      )}
      {(view.state === "slow" || view.state === "expired" || view.state === "unknown") && (
        <>
          <TriangleAlertIcon aria-hidden className="mx-auto size-8 text-amber-600 dark:text-amber-400" />
          <h1 className="text-xl font-semibold">{t(`${view.state}Title`)}</h1>
          <p className="text-sm text-muted-foreground">{t(view.state)}</p>
        </>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link href="/dashboard">{t("toDashboard")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/dashboard/settings">{t("toBilling")}</Link>
        </Button>
      </div>
    </div>
  );
}
