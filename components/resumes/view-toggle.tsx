"use client";

import { LayoutGridIcon, ListIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { ChoiceButton } from "@/components/common/choice-button";

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
        <ChoiceButton
          key={value}
          kind="radio"
          isSelected={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50"
          selectedClassName="bg-background text-foreground shadow-xs"
        >
          <Icon className="size-4" aria-hidden />
        </ChoiceButton>
      ))}
    </div>
  );
}
