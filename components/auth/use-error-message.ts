"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError } from "@/client/http/api-client";

/** Turns a failed request into the translated message of its code (messages `errors.<code>`). */
export function useErrorMessage() {
  const t = useTranslations("errors");
  return useCallback(
    (error: unknown) => {
      const code = error instanceof ApiError ? error.code : "SomethingWentWrong";
      return t.has(code) ? t(code) : t("SomethingWentWrong");
    },
    [t],
  );
}
