import { throttle } from "es-toolkit";
import { produce, type Draft } from "immer";
import { temporal } from "zundo";
import { create } from "zustand";
import { useStore } from "zustand";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeData } from "@/core/resume/schema";

/** The resume fields that are not its data: saved with it, but never part of undo history. */
export type BuilderResumeMeta = Omit<ResumeDto, "data">;

/** Fields the owner changes explicitly (rename, share): saved at once, in order with the data saves. */
export type ResumeFieldsPatch = Partial<Pick<ResumeDto, "title" | "slug" | "visibility">>;
export type FieldSaver = (patch: ResumeFieldsPatch) => Promise<void>;

type BuilderState = {
  /** Null until `load` runs. */
  meta: BuilderResumeMeta | null;
  data: ResumeData | null;
  /** Replaces the resume (first load, or the server's copy after a conflict) and clears history. */
  load: (resume: ResumeDto) => void;
  /** One edit of the data, recorded in undo history. Ignored while the resume is locked. */
  update: (recipe: (draft: Draft<ResumeData>) => void) => void;
  /** Replaces the data without touching history (the autosave applies server answers with it). */
  replaceData: (data: ResumeData) => void;
  /** Bookkeeping the save pipeline and dialogs keep (version, updatedAt, title after a save...). */
  setMeta: (patch: Partial<BuilderResumeMeta>) => void;
  /** Saves title, slug or visibility on the server; rejects with the ApiError the server answered. */
  saveFields: FieldSaver;
};

const historyLimit = 100;
/** Edits closer together than this (typing, dragging a slider) are one step of undo history. */
export const historyGroupMs = 500;

let fieldSaver: FieldSaver = async () => {
  throw new Error("The builder's save pipeline is not running.");
};

/** The save pipeline registers how explicit field changes reach the server (see autosave). */
export function registerFieldSaver(saver: FieldSaver): () => void {
  fieldSaver = saver;
  return () => {
    if (fieldSaver === saver) fieldSaver = async () => Promise.reject(new Error("The builder is closed."));
  };
}

/**
 * The builder's one store: the resume being edited, with undo and redo over its data (zundo,
 * 100 steps). Components select the slice they show (`useBuilderStore((s) => s.data?.basics.name)`)
 * and edit through `update`, an immer recipe, so every change is one immutable step.
 */
export const useBuilderStore = create<BuilderState>()(
  temporal(
    (set, get) => ({
      meta: null,
      data: null,
      load: (resume) => {
        const { data, ...meta } = resume;
        const temporalState = useBuilderStore.temporal.getState();
        temporalState.pause();
        set({ meta, data });
        temporalState.resume();
        temporalState.clear();
      },
      update: (recipe) => {
        const { data, meta } = get();
        if (!data || !meta || meta.locked) return;
        const next = produce(data, recipe);
        if (next !== data) set({ data: next });
      },
      replaceData: (data) => {
        const temporalState = useBuilderStore.temporal.getState();
        temporalState.pause();
        set({ data });
        temporalState.resume();
      },
      setMeta: (patch) => {
        const { meta } = get();
        if (!meta) return;
        const temporalState = useBuilderStore.temporal.getState();
        temporalState.pause();
        set({ meta: { ...meta, ...patch } });
        temporalState.resume();
      },
      saveFields: (patch) => fieldSaver(patch),
    }),
    {
      limit: historyLimit,
      // Only the data is history: saving, renaming and version bookkeeping are not undoable edits.
      partialize: (state) => ({ data: state.data }),
      equality: (past, current) => past.data === current.data,
      // Leading edge only: the first edit of a burst records the state before the burst.
      handleSet: (handleSet) =>
        throttle((pastState: Parameters<typeof handleSet>[0]) => handleSet(pastState), historyGroupMs, {
          edges: ["leading"],
        }),
    },
  ),
);

type TemporalState = ReturnType<typeof useBuilderStore.temporal.getState>;

/** Undo/redo state for toolbars: `const { undo, pastStates } = useBuilderHistory((h) => h)`. */
export function useBuilderHistory<T>(selector: (state: TemporalState) => T): T {
  return useStore(useBuilderStore.temporal, selector);
}

/** The loaded data; only for components rendered after `load` (the builder renders nothing before). */
export function useResumeData<T>(selector: (data: ResumeData) => T): T {
  return useBuilderStore((state) => selector(state.data as ResumeData));
}

/** Whether the resume being edited is locked (read-only). */
export function useIsLocked(): boolean {
  return useBuilderStore((state) => state.meta?.locked ?? false);
}
