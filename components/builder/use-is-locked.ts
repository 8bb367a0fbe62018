"use client";

import { useBuilderStore } from "@/client/builder/store";

/** Whether the resume being edited is locked (read-only). */
export function useIsLocked(): boolean {
  return useBuilderStore((state) => state.meta?.locked ?? false);
}
