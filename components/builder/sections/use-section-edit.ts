"use client";

import { useCallback } from "react";
import { useBuilderStore } from "@/client/builder/store";
import type { ResumeData } from "@/core/resume/schema";

/**
 * Applies a pure operation (client/builder/section-operations) to the resume being edited, as one
 * undoable step. Returning the same data changes nothing and records no step.
 */
export function useApplyEdit() {
  const update = useBuilderStore((state) => state.update);
  return useCallback(
    (operation: (data: ResumeData) => ResumeData) => {
      const current = useBuilderStore.getState().data;
      if (!current) return;
      // immer: a recipe that leaves the draft alone and returns a value replaces the state with it.
      update(() => operation(current) as never);
    },
    [update],
  );
}
