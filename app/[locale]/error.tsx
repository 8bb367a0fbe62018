"use client";

import { useTranslations } from "next-intl";
import { ErrorScreen } from "@/components/site/error-screen";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errorPage");
  const isJsonParseError = error instanceof SyntaxError || /JSON/i.test(error.message);
  return (
    <ErrorScreen
      status={500}
      statusText={t("errorStatus")}
      title={t("errorTitle")}
      message={isJsonParseError ? t("jsonParseText") : t("errorText")}
      showBack={isJsonParseError}
      onRetry={reset}
    />
  );
}
