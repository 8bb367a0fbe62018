import { InfoIcon } from "lucide-react";
import { useTranslations } from "next-intl";

/** Shown where buy buttons would be when the site has no Stripe configuration (paymentsEnabled false). */
export function PaymentsDisabledNote() {
  const t = useTranslations("pricing.paymentsDisabled");
  return (
    <div
      role="note"
      className="mx-auto flex max-w-2xl gap-3 rounded-xl border bg-muted/50 p-4 text-sm"
      data-testid="payments-disabled-note"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="grid gap-1">
        <p className="font-medium">{t("title")}</p>
        <p className="text-muted-foreground">{t("text")}</p>
      </div>
    </div>
  );
}
