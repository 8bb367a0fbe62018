"use client";

import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, type ComponentProps } from "react";
import { useSortableAccessibility } from "@/components/builder/sections/sortable-accessibility";
import { useSortableSensors } from "@/components/builder/sections/use-sortable-sensors";
import { cn } from "@/core/utils/cn";
import { mergeKeywords } from "./keywords";

type KeywordInputProps = Omit<ComponentProps<"input">, "value" | "onChange"> & {
  value: string[];
  onChange: (keywords: string[]) => void;
  /** Text typed but not yet added: the dialog adds it on save. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Chips can be reordered by drag or keyboard (project keywords). */
  sortable?: boolean;
};

/**
 * Keywords as chips (spec §5): Enter or a comma adds, duplicates are ignored, Backspace in the
 * empty field removes the last one.
 */
export function KeywordInput({
  value,
  onChange,
  draft,
  onDraftChange,
  sortable,
  className,
  ...inputProps
}: KeywordInputProps) {
  const t = useTranslations("builderContent.fields");
  const commit = (text: string) => {
    const next = mergeKeywords(value, text);
    if (next.length !== value.length) onChange(next);
    onDraftChange("");
  };
  const remove = (keyword: string) => onChange(value.filter((entry) => entry !== keyword));

  const chips = value.map((keyword) =>
    sortable ? (
      <SortableChip key={keyword} keyword={keyword} onRemove={() => remove(keyword)} />
    ) : (
      <Chip
        key={keyword}
        keyword={keyword}
        onRemove={() => remove(keyword)}
        removeLabel={t("removeKeyword", { keyword })}
      />
    ),
  );

  return (
    <div className="grid gap-2">
      <input
        {...inputProps}
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(",")) commit(text);
          else onDraftChange(text);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit(draft);
          } else if (event.key === "Backspace" && draft === "" && value.length > 0) {
            event.preventDefault();
            onChange(value.slice(0, -1));
          }
        }}
        className={cn(
          "h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm dark:bg-input/30",
          className,
        )}
      />
      {value.length > 0 ? (
        sortable ? (
          <SortableChips value={value} onChange={onChange}>
            {chips}
          </SortableChips>
        ) : (
          <ul className="flex flex-wrap gap-1.5">{chips}</ul>
        )
      ) : null}
    </div>
  );
}

function Chip({
  keyword,
  onRemove,
  removeLabel,
  handle,
  ...props
}: ComponentProps<"li"> & { keyword: string; onRemove: () => void; removeLabel: string; handle?: React.ReactNode }) {
  return (
    <li
      {...props}
      className={cn(
        "inline-flex items-center gap-1 rounded-full border bg-secondary py-0.5 ps-2.5 pe-1 text-xs text-secondary-foreground",
        props.className,
      )}
    >
      {handle}
      <span>{keyword}</span>
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="inline-flex size-5 items-center justify-center rounded-full hover:bg-background/80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-3" aria-hidden />
      </button>
    </li>
  );
}

function SortableChips({
  value,
  onChange,
  children,
}: {
  value: string[];
  onChange: (keywords: string[]) => void;
  children: React.ReactNode;
}) {
  const sensors = useSortableSensors();
  const labelOf = useCallback((id: string | number) => String(id), []);
  const accessibility = useSortableAccessibility(value, labelOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(value, value.indexOf(String(active.id)), value.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={value} strategy={rectSortingStrategy}>
        <ul className="flex flex-wrap gap-1.5">{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableChip({ keyword, onRemove }: { keyword: string; onRemove: () => void }) {
  const t = useTranslations("builderContent.fields");
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: keyword });
  return (
    <Chip
      ref={setNodeRef}
      keyword={keyword}
      onRemove={onRemove}
      removeLabel={t("removeKeyword", { keyword })}
      data-keyword={keyword}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && "z-10 opacity-80 shadow")}
      handle={
        <button
          type="button"
          aria-label={t("moveKeyword", { keyword })}
          className="-ms-1 inline-flex cursor-grab touch-none items-center rounded-sm text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-3" aria-hidden />
        </button>
      }
    />
  );
}
