"use client";

import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

/** dnd-kit's screen reader instructions and live announcements, translated, for one sortable list. */
export function useSortableAccessibility(ids: readonly UniqueIdentifier[], labelOf: (id: UniqueIdentifier) => string) {
  const t = useTranslations("builderContent.dnd");
  return useMemo(() => {
    const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
    const total = ids.length;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("pickedUp", { item: labelOf(active.id), position: position(active.id), total }),
      // dnd-kit reports the item over itself right after pick-up; only real moves are announced.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? t("movedOver", { item: labelOf(active.id), position: position(over.id), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        t("dropped", { item: labelOf(active.id), position: position(over?.id ?? active.id), total }),
      onDragCancel: ({ active }) => t("cancelled", { item: labelOf(active.id) }),
    };
    const screenReaderInstructions: ScreenReaderInstructions = { draggable: t("instructions") };
    return { announcements, screenReaderInstructions };
  }, [ids, labelOf, t]);
}
