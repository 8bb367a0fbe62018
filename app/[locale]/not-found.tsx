import { getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/site/error-screen";
import { SiteShell } from "@/components/site/site-shell";

export default async function NotFound() {
  const t = await getTranslations("errorPage");
  return (
    <SiteShell>
      <ErrorScreen
        status={404}
        statusText={t("notFoundStatus")}
        title={t("notFoundTitle")}
        message={t("notFoundText")}
      />
    </SiteShell>
  );
}
