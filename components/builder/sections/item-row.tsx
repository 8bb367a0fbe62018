"use client";

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Copy, Eye, EyeOff, GripVertical, MoreVertical, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useItemDialog } from "@/components/builder/item-dialogs/item-dialog-store";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { toggleItemVisibility, type SectionItemLike, type SectionKey } from "@/client/builder/section-operations";
import { createId } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";
import { HobbyRowIcon } from "./hobby-row-icon";
import { OptionsMenuTrigger } from "./options-menu-trigger";
import { summarizeItem, type ItemSectionKind } from "./item-summary";
import { useApplyEdit } from "./use-section-edit";

type ItemRowProps = { sectionKey: SectionKey; kind: ItemSectionKind; item: SectionItemLike; isLocked: boolean };

/** One item in a section's list: drag handle, title and subtitle (opens the editor), menu. */
export function ItemRow({ sectionKey, kind, item, isLocked }: ItemRowProps) {
  const t = useTranslations("builderContent.items");
  const apply = useApplyEdit();
  const openDialog = useItemDialog((state) => state.open);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: isLocked,
  });
  const summary = summarizeItem(kind, item);
  const title = summary.title || t("untitled");

  const open = (mode: "update" | "duplicate" | "delete") =>
    openDialog({
      mode,
      sectionKey,
      kind,
      item: mode === "duplicate" ? { ...structuredClone(item), id: createId() } : structuredClone(item),
      sourceId: mode === "duplicate" ? item.id : undefined,
    });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-id={item.id}
      data-item-title={title}
      data-hidden={!item.visible || undefined}
      className={cn(
        "group flex items-center gap-1 rounded-md border bg-card py-1.5 ps-1 pe-1 shadow-xs",
        isDragging && "relative z-10 shadow-md ring-2 ring-ring/40",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={t("dragHandle", { item: title })}
        disabled={isLocked}
        className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-default disabled:opacity-40 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        data-item-open
        onClick={() => open("update")}
        disabled={isLocked}
        className={cn(
          "flex min-w-0 flex-1 items-center gap-2.5 rounded-sm px-1.5 py-0.5 text-start focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-default",
          !item.visible && "opacity-50",
        )}
      >
        {summary.hobbyIcon !== undefined && <HobbyRowIcon value={summary.hobbyIcon} />}
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className={cn("truncate text-sm font-medium", !summary.title && "text-muted-foreground italic")}>
              {title}
            </span>
            {!item.visible ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
                <EyeOff className="size-3" aria-hidden />
                {t("hiddenItem")}
              </span>
            ) : null}
          </span>
          {summary.subtitle ? <span className="truncate text-xs text-muted-foreground">{summary.subtitle}</span> : null}
          {summary.keywordCount !== undefined ? (
            <span className="text-xs text-muted-foreground">{t("keywordCount", { count: summary.keywordCount })}</span>
          ) : null}
          {summary.level !== undefined ? <LevelBar level={summary.level} /> : null}
          {summary.keywords && summary.keywords.length > 0 ? (
            <span className="flex flex-wrap gap-1 pt-0.5">
              {summary.keywords.map((keyword) => (
                <span
                  key={keyword}
                  className="rounded-full bg-secondary px-2 py-0.5 text-[11px] leading-4 text-secondary-foreground"
                >
                  {keyword}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </button>
      <DropdownMenu>
        <OptionsMenuTrigger
          label={t("menu", { item: title })}
          icon={MoreVertical}
          disabled={isLocked}
          className="rounded-sm disabled:opacity-40"
        />
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => apply((data) => toggleItemVisibility(data, sectionKey, item.id))}>
            {item.visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {item.visible ? t("hide") : t("show")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open("update")}>
            <Pencil aria-hidden />
            {t("edit")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => open("duplicate")}>
            <Copy aria-hidden />
            {t("duplicate")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => open("delete")} className="text-destructive focus:text-destructive">
            <Trash2 aria-hidden />
            {t("delete")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

/** Level out of 5 as five segments, named for screen readers. */
function LevelBar({ level }: { level: number }) {
  const t = useTranslations("builderContent.items");
  const label = level === 0 ? t("notRated") : t("level", { level });
  return (
    <span role="img" aria-label={label} title={label} className="flex max-w-32 gap-0.5 pt-1" data-level={level}>
      {[1, 2, 3, 4, 5].map((step) => (
        <span key={step} className={cn("h-1.5 flex-1 rounded-full", step <= level ? "bg-primary" : "bg-muted")} />
      ))}
    </span>
  );
}
