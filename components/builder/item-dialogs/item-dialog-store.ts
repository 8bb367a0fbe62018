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

/** Where the focus goes when the dialog closes: an item of the list (by id), else the opener. */
export type ItemDialogFocus = { itemId?: string; sectionKey?: SectionKey };

type ItemDialogState = {
  request: ItemDialogRequest | null;
  /** The control that opened the dialog (a menu's trigger when opened from a menu item). */
  opener: HTMLElement | null;
  open: (request: ItemDialogRequest) => void;
  close: (focus?: ItemDialogFocus) => void;
};

/** The control focused now; for an item of an open menu, the button that opened the menu. */
function currentOpener(): HTMLElement | null {
  if (typeof document === "undefined") return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  const triggerId = menu?.getAttribute("aria-labelledby");
  return (triggerId && document.getElementById(triggerId)) || active;
}

/** The button that opens an item's editor, or the section's add button. */
function focusTarget(focus: ItemDialogFocus | undefined, opener: HTMLElement | null): HTMLElement | null {
  if (focus?.itemId) {
    const row = document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(focus.itemId)}"] [data-item-open]`);
    if (row) return row;
  }
  if (opener?.isConnected) return opener;
  if (focus?.sectionKey)
    return document.querySelector<HTMLElement>(`[data-item-add="${CSS.escape(focus.sectionKey)}"]`);
  return null;
}

/**
 * Gives the focus back once the dialog has gone (issue 25, item 7): after the list re-rendered with a
 * new item and after the dialog's own focus handling, a few frames at most.
 */
function restoreFocus(focus: ItemDialogFocus | undefined, opener: HTMLElement | null, attempts = 5) {
  requestAnimationFrame(() => {
    const target = focusTarget(focus, opener);
    if (target && document.activeElement !== target) target.focus();
    const settled =
      target !== null &&
      document.activeElement === target &&
      !document.querySelector('[role="dialog"], [role="alertdialog"]');
    if (!settled && attempts > 1) restoreFocus(focus, opener, attempts - 1);
  });
}

/** Which item dialog is open (one at a time, for the whole content panel). */
export const useItemDialog = create<ItemDialogState>()((set, get) => ({
  request: null,
  opener: null,
  open: (request) => set({ request, opener: currentOpener() }),
  close: (focus) => {
    const { opener } = get();
    set({ request: null, opener: null });
    if (typeof window !== "undefined") restoreFocus(focus, opener);
  },
}));
