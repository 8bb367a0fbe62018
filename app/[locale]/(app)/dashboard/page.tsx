import { getLocale } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";

export default async function DashboardIndexPage() {
  redirect({ href: "/dashboard/resumes", locale: await getLocale() });
}
