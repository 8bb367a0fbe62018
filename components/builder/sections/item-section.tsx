"use client";

import { useItemDialog } from "@/components/builder/item-dialogs/item-dialog-store";
import { findSection, isCustomSectionKey, type SectionKey } from "@/client/builder/section-operations";
import { useBuilderStore } from "@/client/builder/store";
import { createSectionItem } from "@/core/resume/schema";
import type { ItemSectionKind } from "./item-summary";
import { ItemList } from "./item-list";
import { SectionCard } from "./section-card";

/** A section made of items: a built-in one (experience, skills ...) or a custom section. */
export function ItemSection({ sectionKey }: { sectionKey: SectionKey }) {
  const kind = (isCustomSectionKey(sectionKey) ? "custom" : sectionKey) as ItemSectionKind;
  const name = useBuilderStore((state) => (state.data ? (findSection(state.data, sectionKey)?.name ?? "") : ""));
  const openDialog = useItemDialog((state) => state.open);
  const onAddItem = () => openDialog({ mode: "create", sectionKey, kind, item: createSectionItem(kind) });
  return (
    <SectionCard sectionKey={sectionKey} onAddItem={onAddItem}>
      <ItemList sectionKey={sectionKey} kind={kind} sectionName={name} />
    </SectionCard>
  );
}
