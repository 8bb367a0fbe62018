import { getTranslations } from "next-intl/server";
import { CheckoutStatusView } from "@/components/billing/checkout-status-view";
import { requireUserOrRedirect } from "@/lib/auth/session";

export async function generateMetadata() {
  const t = await getTranslations("billing.success");
  return { title: t("doneTitle"), robots: { index: false } };
}

// Stripe sends the buyer here with ?session_id=...; the page only reads that session's state (owner-checked
// by the API) and never changes the plan or the balance: the verified webhook does.
export default async function PaymentSuccessPage({
  searchParams,
}: {
  searchParams: Promise<{ session_id?: string | string[] }>;
}) {
  await requireUserOrRedirect();
  const { session_id: sessionId } = await searchParams;
  const valid = typeof sessionId === "string" && /^cs_[A-Za-z0-9_]{1,255}$/.test(sessionId) ? sessionId : null;
  return (
    <div className="py-10">
      <CheckoutStatusView sessionId={valid} />
    </div>
  );
}
