"use client";

import {
  closestCorners,
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { FilePlusIcon, RotateCcwIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  addPage,
  findSection,
  moveSection,
  removePage,
  resetLayout,
  type LayoutPosition,
} from "@/client/builder/layout-operations";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { sectionLayoutIds, type Layout } from "@/core/resume/schema";
import { useSortableSensors } from "@/components/builder/sections/use-sortable-sensors";
import { DesignCard } from "./design-card";
import { columnDroppableId, LayoutColumn, parseColumnDroppableId, SectionChip } from "./layout-column";
import { useSectionLabels } from "./use-section-labels";

/** Where a drop over `overId` (a column or a section in it) puts the section. */
function dropPosition(layout: Layout, overId: UniqueIdentifier): LayoutPosition | null {
  const column = parseColumnDroppableId(String(overId));
  if (column) return { ...column, index: layout[column.page]?.[column.column]?.length ?? 0 };
  return findSection(layout, String(overId));
}

/**
 * The layout editor: pages with their main column and sidebar. Sections are dragged between columns
 * and pages (dnd-kit, several containers; pointer after 8 px, or the keyboard), or moved through
 * each section's menu. The drag runs on a local copy and lands in the store as one undo step.
 */
export function LayoutSection() {
  const t = useTranslations("builderDesign.layout");
  const layout = useResumeData((data) => data.metadata.layout);
  const update = useBuilderStore((state) => state.update);
  const labels = useSectionLabels();
  const [dragLayout, setDragLayout] = useState<Layout | null>(null);
  const dragLayoutRef = useRef<Layout | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const shown = dragLayout ?? layout;

  const sensors = useSortableSensors();

  function setDrag(next: Layout | null) {
    dragLayoutRef.current = next;
    setDragLayout(next);
  }

  function commit(next: Layout) {
    if (next === layout) return;
    update((draft) => {
      draft.metadata.layout = next;
    });
  }

  function targetName(id: UniqueIdentifier | undefined): string {
    if (id === undefined) return "";
    const current = dragLayoutRef.current ?? layout;
    const position = dropPosition(current, id);
    if (!position) return "";
    return t("moveToTarget", { page: position.page + 1, column: columnName(position.column) });
  }

  function columnName(column: number): string {
    if (column === 0) return t("main");
    if (column === 1) return t("sidebar");
    return t("column", { number: column + 1 });
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("announcements.start", { name: labels(String(active.id)) }),
    onDragOver: ({ active, over }) =>
      over ? t("announcements.over", { name: labels(String(active.id)), target: targetName(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("announcements.end", { name: labels(String(active.id)), target: targetName(over.id) }) : undefined,
    onDragCancel: ({ active }) => t("announcements.cancel", { name: labels(String(active.id)) }),
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDrag(layout);
  }

  // Across columns the section follows the pointer at once, so the target column opens a gap.
  function onDragOver({ active, over }: DragOverEvent) {
    const current = dragLayoutRef.current;
    if (!over || !current) return;
    const from = findSection(current, String(active.id));
    const to = dropPosition(current, over.id);
    if (!from || !to || (from.page === to.page && from.column === to.column)) return;
    setDrag(moveSection(current, from, to));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = dragLayoutRef.current ?? layout;
    setActiveId(null);
    setDrag(null);
    if (!over) return;
    const from = findSection(current, String(active.id));
    const to = dropPosition(current, over.id);
    const final = from && to ? moveSection(current, from, to) : current;
    commit(JSON.stringify(final) === JSON.stringify(layout) ? layout : final);
  }

  function moveTo(sectionId: string, page: number, column: number) {
    const from = findSection(layout, sectionId);
    if (!from) return;
    commit(moveSection(layout, from, { page, column, index: layout[page]?.[column]?.length ?? 0 }));
  }

  const targets = shown.flatMap((columns, page) =>
    columns.map((_, column) => ({
      page,
      column,
      label: t("moveToTarget", { page: page + 1, column: columnName(column) }),
    })),
  );

  return (
    <DesignCard
      id="design-layout"
      title={t("title")}
      description={t("description")}
      actions={
        <>
          <Button type="button" variant="outline" size="sm" onClick={() => commit(addPage(layout))}>
            <FilePlusIcon aria-hidden />
            {t("addPage")}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              update((draft) => {
                draft.metadata.layout = resetLayout(sectionLayoutIds(draft.sections));
              });
              toast.success(t("resetDone"));
            }}
          >
            <RotateCcwIcon aria-hidden />
            {t("reset")}
          </Button>
        </>
      }
    >
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t("instructions") } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => {
          setActiveId(null);
          setDrag(null);
        }}
      >
        <ol className="space-y-3">
          {shown.map((columns, page) => (
            <li key={page} data-page={page + 1} className="rounded-lg border bg-muted/30 p-3">
              <div className="mb-2 flex min-h-8 items-center justify-between gap-2">
                <h4 className="text-sm font-semibold">{t("page", { number: page + 1 })}</h4>
                {page > 0 ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    title={t("removePageHint")}
                    className="text-muted-foreground hover:text-destructive"
                    onClick={() => commit(removePage(layout, page))}
                  >
                    <Trash2Icon aria-hidden />
                    {t("removePage", { number: page + 1 })}
                  </Button>
                ) : null}
              </div>
              <div className="grid grid-cols-1 gap-3 @sm:grid-cols-2">
                {columns.map((ids, column) => (
                  <LayoutColumn
                    key={column}
                    id={columnDroppableId(page, column)}
                    title={columnName(column)}
                    sectionIds={ids}
                    targets={targets.filter((target) => target.page !== page || target.column !== column)}
                    onMove={moveTo}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>
        <DragOverlay>{activeId ? <SectionChip label={labels(activeId)} isOverlay /> : null}</DragOverlay>
      </DndContext>
    </DesignCard>
  );
}
