"use client";

import { ArrowLeftIcon, HomeIcon, RotateCcwIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Link } from "@/core/i18n/navigation";

type ErrorScreenProps = {
  status: number;
  statusText: string;
  title: string;
  message: string;
  showBack?: boolean;
  onRetry?: () => void;
};

/** The not-found and error pages: status code, status text, message, and a way home. */
export function ErrorScreen({ status, statusText, title, message, showBack = false, onRetry }: ErrorScreenProps) {
  const t = useTranslations();
  const router = useRouter();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <p className="font-mono text-7xl font-bold tracking-tight text-primary/80" aria-hidden>
        {status}
      </p>
      <div className="space-y-2">
        <p className="text-sm font-medium uppercase tracking-widest text-muted-foreground">{statusText}</p>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {showBack && (
          <Button variant="outline" onClick={() => router.back()}>
            <ArrowLeftIcon className="rtl-mirror" aria-hidden />
            {t("common.back")}
          </Button>
        )}
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            {t("errorPage.tryAgain")}
          </Button>
        )}
        <Button asChild>
          <Link href="/">
            <HomeIcon aria-hidden />
            {t("common.home")}
          </Link>
        </Button>
      </div>
    </main>
  );
}
