"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useErrorMessage } from "@/components/auth/use-error-message";
import { refreshTokenBalance } from "@/components/tokens/token-balance-store";
import { ApiError } from "@/client/http/api-client";

/**
 * One career tool's request and its answer: busy while it runs (reported to the dialog, which stays
 * open meanwhile), a toast when it fails, except too few tokens, which the app-wide token dialog
 * answers, and the balance chips refreshed after any charge.
 */
export function useCareerTool<Result>(onBusyChange: (busy: boolean) => void) {
  const t = useTranslations("careerTools");
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const run = async (request: () => Promise<Result>) => {
    setBusy(true);
    onBusyChange(true);
    try {
      setResult(await request());
    } catch (error) {
      if (error instanceof ApiError && error.handledGlobally) return;
      toast.error(error instanceof ApiError && error.code !== "SomethingWentWrong" ? errorMessage(error) : t("failed"));
    } finally {
      setBusy(false);
      onBusyChange(false);
      void refreshTokenBalance({ force: true });
    }
  };

  return { busy, result, run, reset: () => setResult(null) };
}
