import { InfoIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Notice } from "@/components/common/notice";

/** Shown where buy buttons would be when the site has no Stripe configuration (paymentsEnabled false). */
export function PaymentsDisabledNote() {
  const t = useTranslations("pricing.paymentsDisabled");
  return (
    <Notice
      role="note"
      className="mx-auto max-w-2xl rounded-xl bg-muted/50"
      data-testid="payments-disabled-note"
      icon={<InfoIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />}
      title={t("title")}
    >
      {t("text")}
    </Notice>
  );
}
