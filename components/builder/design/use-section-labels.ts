"use client";

import { useCallback } from "react";
import { useResumeData } from "@/client/builder/store";
import { customSectionLayoutPrefix } from "@/core/resume/schema";

export type SectionInfo = { name: string; isVisible: boolean };

/** Name and visibility of a section by its layout id (built-in key or custom.<id>). */
export function useSectionInfo(): (layoutId: string) => SectionInfo {
  const sections = useResumeData((data) => data.sections);
  return useCallback(
    (layoutId: string) => {
      const section = layoutId.startsWith(customSectionLayoutPrefix)
        ? sections.custom[layoutId.slice(customSectionLayoutPrefix.length)]
        : (sections as unknown as Record<string, { name: string; visible: boolean } | undefined>)[layoutId];
      return { name: section?.name.trim() || layoutId, isVisible: section?.visible ?? true };
    },
    [sections],
  );
}

/** The section's name by its layout id. */
export function useSectionLabels(): (layoutId: string) => string {
  const info = useSectionInfo();
  return useCallback((layoutId: string) => info(layoutId).name, [info]);
}
