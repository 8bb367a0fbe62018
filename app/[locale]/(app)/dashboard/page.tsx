import { getLocale } from "next-intl/server";
import { redirect } from "@/core/i18n/navigation";

export default async function DashboardIndexPage() {
  redirect({ href: "/dashboard/resumes", locale: await getLocale() });
}
