import { getTranslations } from "next-intl/server";
import { LoadingSpinner } from "@/components/site/loading-spinner";

export default async function DashboardLoading() {
  const t = await getTranslations("common");
  return <LoadingSpinner label={t("loading")} />;
}
