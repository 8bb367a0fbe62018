"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { isBuiltInSectionKey, type SectionKey } from "@/client/builder/section-operations";

/** The anchor id of a section in the content panel, for scrolling to it. */
export function sectionAnchorId(key: SectionKey): string {
  return `section-${key.replace(/\./g, "-")}`;
}

/** The default name of a section in the interface language ("Custom Section" for custom ones). */
export function useDefaultSectionName() {
  const t = useTranslations("builderContent.sections");
  return useCallback((key: SectionKey) => (isBuiltInSectionKey(key) ? t(key) : t("custom")), [t]);
}
