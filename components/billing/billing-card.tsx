"use client";

import { CreditCardIcon, TriangleAlertIcon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { SettingsSection } from "@/components/settings/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { BillingSummary } from "@/lib/billing/get-billing-summary";
import { apiRequest } from "@/client/http/api-client";
import { Link } from "@/core/i18n/navigation";

/** Settings "Plan and billing": the current plan, when it renews or ends, and Stripe's portal when payments are on. */
export function BillingCard({ summary }: { summary: BillingSummary }) {
  const t = useTranslations("billing.card");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const [isOpening, setIsOpening] = useState(false);

  async function openPortal() {
    setIsOpening(true);
    try {
      const { url } = await apiRequest<{ url: string }>("/payment/portal", { method: "POST" });
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error));
      setIsOpening(false);
    }
  }

  const periodEnd = summary.periodEnd ? format.dateTime(new Date(summary.periodEnd), { dateStyle: "long" }) : null;

  return (
    <SettingsSection id="billing" title={t("title")} description={t("description")}>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t("plan")}</dt>
          <dd>
            <Badge variant="secondary" data-testid="billing-tier">
              {t(`tiers.${summary.tier}`)}
            </Badge>
          </dd>
        </div>
        {periodEnd && (
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{summary.cancelAtPeriodEnd ? t("endsOn") : t("renewsOn")}</dt>
            <dd data-testid="billing-period-end">{periodEnd}</dd>
          </div>
        )}
      </dl>
      {summary.paymentFailed && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/40 p-3 text-sm text-destructive"
        >
          <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("paymentFailed")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {summary.paymentsEnabled && summary.hasCustomer && (
          <Button type="button" onClick={openPortal} disabled={isOpening}>
            <CreditCardIcon aria-hidden />
            {t("manage")}
          </Button>
        )}
        {summary.paymentsEnabled ? (
          <Button asChild variant="outline">
            <Link href="/pricing">{t("seePlans")}</Link>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t("paymentsOff")}</p>
        )}
      </div>
    </SettingsSection>
  );
}
