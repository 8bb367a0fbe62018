import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { Link } from "@/core/i18n/navigation";

export async function generateMetadata() {
  const t = await getTranslations("billing.cancel");
  return { title: t("title"), robots: { index: false } };
}

export default async function PaymentCancelPage() {
  await requireUserOrRedirect();
  const t = await getTranslations("billing.cancel");
  return (
    <div className="py-10">
      <div
        className="mx-auto grid w-full max-w-lg gap-4 rounded-xl border bg-card p-6 text-center shadow-xs"
        data-testid="checkout-cancelled"
      >
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href="/pricing">{t("toPricing")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/dashboard">{t("toDashboard")}</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
