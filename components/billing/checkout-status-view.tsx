"use client";

import { CheckCircle2Icon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { StatusCard } from "@/components/common/status-card";
import type { CheckoutStatus } from "@/lib/billing/checkout-schema";
import { ApiError, apiRequest } from "@/client/http/api-client";

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

  const icon =
    view.state === "waiting" ? (
      <Loader2Icon aria-hidden className="mx-auto size-8 animate-spin text-muted-foreground" />
    ) : view.state === "done" ? (
      <CheckCircle2Icon aria-hidden className="mx-auto size-8 text-emerald-600 dark:text-emerald-400" />
    ) : (
      <TriangleAlertIcon aria-hidden className="mx-auto size-8 text-amber-600 dark:text-amber-400" />
    );
  const text =
    view.state !== "done"
      ? t(view.state)
      : view.status.kind === "tokens"
        ? t("tokensDone", { tokens: view.status.tokens ?? 0, balance: view.status.balance })
        : t("planDone", { plan: t(`tiers.${view.status.tier}`) });

  return (
    <StatusCard
      icon={icon}
      title={t(`${view.state}Title`)}
      links={[
        { href: "/dashboard", label: t("toDashboard") },
        { href: "/dashboard/settings", label: t("toBilling") },
      ]}
      aria-live="polite"
      data-testid="checkout-status"
      data-state={view.state}
    >
      <p className="text-sm text-muted-foreground" data-testid={view.state === "done" ? "checkout-result" : undefined}>
        {text}
      </p>
    </StatusCard>
  );
}
