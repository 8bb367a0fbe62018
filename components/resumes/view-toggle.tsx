"use client";

import { LayoutGridIcon, ListIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/core/utils/cn";

export type ResumesView = "grid" | "list";

export function ViewToggle({ view, onChange }: { view: ResumesView; onChange: (view: ResumesView) => void }) {
  const t = useTranslations("resumes");
  const options = [
    { value: "grid", label: t("gridView"), icon: LayoutGridIcon },
    { value: "list", label: t("listView"), icon: ListIcon },
  ] as const;
  return (
    <div role="radiogroup" aria-label={t("view")} className="inline-flex rounded-lg border bg-muted/40 p-0.5">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
            view === value && "bg-background text-foreground shadow-xs",
          )}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
