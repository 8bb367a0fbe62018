"use client";

import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { EllipsisVerticalIcon, EyeOffIcon, GripVerticalIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/core/utils/cn";
import { useSectionInfo } from "./use-section-labels";
import { isolate } from "@/core/i18n/isolate";

const columnPrefix = "column:";

export function columnDroppableId(page: number, column: number): string {
  return `${columnPrefix}${page}:${column}`;
}

export function parseColumnDroppableId(id: string): { page: number; column: number } | null {
  const match = /^column:(\d+):(\d+)$/.exec(id);
  return match ? { page: Number(match[1]), column: Number(match[2]) } : null;
}

type MoveTarget = { page: number; column: number; label: string };

type LayoutColumnProps = {
  id: string;
  title: string;
  sectionIds: string[];
  targets: MoveTarget[];
  onMove: (sectionId: string, page: number, column: number) => void;
};

/** One column of a page: a drop target listing its sections in order. */
export function LayoutColumn({ id, title, sectionIds, targets, onMove }: LayoutColumnProps) {
  const t = useTranslations("builderDesign.layout");
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <div className="min-w-0 space-y-1.5">
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</p>
      <SortableContext id={id} items={sectionIds} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          data-column={id}
          aria-label={title}
          className={cn(
            "min-h-16 space-y-1.5 rounded-md border border-dashed border-border bg-background/60 p-1.5 transition-colors",
            isOver && "border-primary bg-primary/5",
          )}
        >
          {sectionIds.map((sectionId) => (
            <SortableSection key={sectionId} sectionId={sectionId} targets={targets} onMove={onMove} />
          ))}
          {sectionIds.length === 0 ? (
            <li className="px-2 py-4 text-center text-xs text-muted-foreground">{t("empty")}</li>
          ) : null}
        </ul>
      </SortableContext>
    </div>
  );
}

function SortableSection({
  sectionId,
  targets,
  onMove,
}: {
  sectionId: string;
  targets: MoveTarget[];
  onMove: LayoutColumnProps["onMove"];
}) {
  const t = useTranslations("builderDesign.layout");
  const info = useSectionInfo()(sectionId);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionId,
  });
  return (
    <li
      ref={setNodeRef}
      data-section={sectionId}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && "opacity-40")}
    >
      <SectionChip
        label={info.name}
        isHidden={!info.isVisible}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            aria-label={t("dragHandle", { name: info.name })}
            className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
            {...attributes}
            {...listeners}
          >
            <GripVerticalIcon className="size-4" aria-hidden />
          </button>
        }
        menu={
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-7 text-muted-foreground"
                aria-label={t("moveTo", { name: info.name })}
              >
                <EllipsisVerticalIcon className="size-4" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t("moveTo", { name: isolate(info.name) })}</DropdownMenuLabel>
              {targets.map((target) => (
                <DropdownMenuItem
                  key={`${target.page}:${target.column}`}
                  onSelect={() => onMove(sectionId, target.page, target.column)}
                >
                  {target.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        }
      />
    </li>
  );
}

type SectionChipProps = {
  label: string;
  isHidden?: boolean;
  isOverlay?: boolean;
  handle?: ReactNode;
  menu?: ReactNode;
};

/** How a section looks in the layout editor (also while it is being dragged). */
export function SectionChip({ label, isHidden, isOverlay, handle, menu }: SectionChipProps) {
  const t = useTranslations("builderDesign.layout");
  return (
    <div
      className={cn(
        "flex min-h-9 items-center gap-1 rounded-md border bg-card ps-0.5 pe-1 text-sm shadow-xs",
        isOverlay && "cursor-grabbing ps-2 shadow-lg ring-2 ring-primary",
        isHidden && "text-muted-foreground",
      )}
    >
      {handle}
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {isHidden ? (
        <span className="flex items-center gap-1 text-xs text-muted-foreground" title={t("hidden")}>
          <EyeOffIcon className="size-3.5" aria-hidden />
          <span className="sr-only">{t("hidden")}</span>
        </span>
      ) : null}
      {menu}
    </div>
  );
}
