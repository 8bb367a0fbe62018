"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";

/** Translates a form schema's message key (`auth.validation.<key>`); anything else is shown as it came. */
export function useValidationMessage() {
  const t = useTranslations("auth.validation");
  return useCallback((key: string) => (t.has(key) ? t(key) : key), [t]);
}
