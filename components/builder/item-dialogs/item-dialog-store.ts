"use client";

import { create } from "zustand";
import type { ItemSectionKind } from "@/components/builder/sections/item-summary";
import type { SectionItemLike, SectionKey } from "@/client/builder/section-operations";

export type ItemDialogMode = "create" | "update" | "duplicate" | "delete";

export type ItemDialogRequest = {
  mode: ItemDialogMode;
  sectionKey: SectionKey;
  kind: ItemSectionKind;
  /** The form's starting values: a new item, the item, or a copy with a new id. */
  item: SectionItemLike;
  /** For duplicate: the original, after which the copy is placed. */
  sourceId?: string;
};

type ItemDialogState = {
  request: ItemDialogRequest | null;
  open: (request: ItemDialogRequest) => void;
  close: () => void;
};

/** Which item dialog is open (one at a time, for the whole content panel). */
export const useItemDialog = create<ItemDialogState>()((set) => ({
  request: null,
  open: (request) => set({ request }),
  close: () => set({ request: null }),
}));
