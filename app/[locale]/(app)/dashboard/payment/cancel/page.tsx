import { getTranslations } from "next-intl/server";
import { StatusCard } from "@/components/common/status-card";
import { requireUserOrRedirect } from "@/lib/auth/session";

export async function generateMetadata() {
  const t = await getTranslations("billing.cancel");
  return { title: t("title"), robots: { index: false } };
}

export default async function PaymentCancelPage() {
  await requireUserOrRedirect();
  const t = await getTranslations("billing.cancel");
  return (
    <div className="py-10">
      <StatusCard
        title={t("title")}
        links={[
          { href: "/pricing", label: t("toPricing") },
          { href: "/dashboard", label: t("toDashboard") },
        ]}
        data-testid="checkout-cancelled"
      >
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </StatusCard>
    </div>
  );
}
