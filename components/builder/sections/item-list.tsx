"use client";

import { closestCenter, DndContext, type DragEndEvent, type Modifier, type UniqueIdentifier } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, type ComponentProps } from "react";
import { useItemDialog } from "@/components/builder/item-dialogs/item-dialog-store";
import { Button } from "@/components/ui/button";
import { moveItem, sectionItems, type SectionKey } from "@/client/builder/section-operations";
import { useBuilderStore, useIsLocked } from "@/client/builder/store";
import { createSectionItem } from "@/core/resume/schema";
import { summarizeItem, type ItemSectionKind } from "./item-summary";
import { ItemRow } from "./item-row";
import { useSortableAccessibility } from "./sortable-accessibility";
import { useSortableSensors } from "./use-sortable-sensors";
import { useApplyEdit } from "./use-section-edit";

const noItems: never[] = [];

// Items move up and down only (what @dnd-kit/modifiers' restrictToVerticalAxis does).
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** A section's items: drag (8 px) or keyboard reordering, each with its menu; an add button below. */
export function ItemList({
  sectionKey,
  kind,
  sectionName,
}: {
  sectionKey: SectionKey;
  kind: ItemSectionKind;
  sectionName: string;
}) {
  const t = useTranslations("builderContent.items");
  const items = useBuilderStore((state) => (state.data ? sectionItems(state.data, sectionKey) : noItems));
  const apply = useApplyEdit();
  const isLocked = useIsLocked();
  const openDialog = useItemDialog((state) => state.open);

  const sensors = useSortableSensors();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const labelOf = useCallback(
    (id: UniqueIdentifier) => {
      const item = items.find((entry) => entry.id === id);
      return (item && summarizeItem(kind, item).title) || t("untitled");
    },
    [items, kind, t],
  );
  const accessibility = useSortableAccessibility(ids, labelOf);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    apply((data) => moveItem(data, sectionKey, String(active.id), String(over.id)));
  };

  const onAdd = () => openDialog({ mode: "create", sectionKey, kind, item: createSectionItem(kind) });

  if (items.length === 0) {
    // Empty: one dashed button that says what to do, instead of an empty box plus a button.
    return (
      <AddItemButton
        variant="outline"
        className="h-10 w-full border-dashed text-muted-foreground"
        sectionKey={sectionKey}
        onAdd={onAdd}
        isLocked={isLocked}
      />
    );
  }

  return (
    <div className="grid gap-2">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[restrictToVerticalAxis]}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={isLocked}>
          <ul
            aria-label={t("listLabel", { section: sectionName })}
            className="grid gap-1.5"
            data-item-list={sectionKey}
          >
            {items.map((item) => (
              <ItemRow key={item.id} sectionKey={sectionKey} kind={kind} item={item} isLocked={isLocked} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <AddItemButton
        variant="ghost"
        size="sm"
        className="justify-self-start text-muted-foreground"
        sectionKey={sectionKey}
        onAdd={onAdd}
        isLocked={isLocked}
      />
    </div>
  );
}

/** The section's add button; `variant` and `className` say whether it stands alone or under the list. */
function AddItemButton({
  sectionKey,
  onAdd,
  isLocked,
  ...buttonProps
}: Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  sectionKey: SectionKey;
  onAdd: () => void;
  isLocked: boolean;
}) {
  const t = useTranslations("builderContent.items");
  return (
    <Button type="button" {...buttonProps} onClick={onAdd} disabled={isLocked} data-item-add={sectionKey}>
      <Plus aria-hidden />
      {t("add")}
    </Button>
  );
}
