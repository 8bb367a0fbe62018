"use client";

import type { Draft } from "immer";
import { useCallback } from "react";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import type { Basics } from "@/core/resume/schema";

/** A slice of the basics, and an edit of the basics recorded as one undoable step. */
export function useBasics<T>(selector: (basics: Basics) => T): T {
  return useResumeData((data) => selector(data.basics));
}

export function useUpdateBasics() {
  const update = useBuilderStore((state) => state.update);
  return useCallback((recipe: (basics: Draft<Basics>) => void) => update((draft) => recipe(draft.basics)), [update]);
}
