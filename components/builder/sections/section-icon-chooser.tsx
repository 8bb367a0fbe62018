"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Icon, resolveIconName } from "@/components/templates/sections/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

/** Section icons are line icons named as lucide names them (templates draw their own copies). */
const iconCatalogueUrl = "https://lucide.dev/icons/";

type SectionIconChooserProps = {
  sectionName: string;
  /** The stored icon name; empty uses the template's icon for the section. */
  icon: string;
  /** The section's own icon, shown when none is chosen. */
  fallback: string;
  disabled?: boolean;
  onChange: (icon: string) => void;
};

/** The icon button of a section header: a popover with a free-text icon name and the catalogue link. */
export function SectionIconChooser({ sectionName, icon, fallback, disabled, onChange }: SectionIconChooserProps) {
  const t = useTranslations("builderContent.header");
  const [draft, setDraft] = useState(icon);
  const isUnknown = draft.trim() !== "" && !resolveIconName(draft);

  return (
    <Popover
      onOpenChange={(open) => {
        if (open) setDraft(icon);
        else onChange(draft);
      }}
    >
      <PopoverTrigger
        aria-label={t("iconFor", { section: sectionName })}
        disabled={disabled}
        className="flex size-8 shrink-0 items-center justify-center rounded-md border bg-background text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50 [&_svg]:size-4"
      >
        <Icon name={icon} fallback={fallback} />
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 gap-2">
        <Label htmlFor="section-icon-name">{t("iconName")}</Label>
        <div className="flex items-center gap-2">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md border text-muted-foreground [&_svg]:size-4">
            <Icon name={draft} fallback={fallback} />
          </span>
          <Input
            id="section-icon-name"
            dir="ltr"
            value={draft}
            placeholder={fallback}
            aria-describedby="section-icon-hint"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onChange(draft);
            }}
          />
        </div>
        <p id="section-icon-hint" className="text-xs text-muted-foreground">
          {isUnknown ? t("iconUnknown") : t("iconHint")}
        </p>
        <a
          href={iconCatalogueUrl}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
        >
          {t("iconCatalogue")}
          <ExternalLink className="size-3" aria-hidden />
        </a>
      </PopoverContent>
    </Popover>
  );
}
