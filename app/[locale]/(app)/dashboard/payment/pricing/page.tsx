import { getLocale } from "next-intl/server";
import { redirect } from "@/core/i18n/navigation";

/** Spec accounts §2: /dashboard/payment/pricing → /pricing. */
export default async function DashboardPricingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const tab = (await searchParams).tab;
  redirect({
    href: { pathname: "/pricing", query: typeof tab === "string" ? { tab } : {} },
    locale: await getLocale(),
  });
}
