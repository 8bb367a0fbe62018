"use client";

import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { ChoiceButton } from "@/components/common/choice-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { selectFont } from "@/client/builder/design-rules";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { writingSystemOf } from "@/core/templates/direction";
import { DesignCard } from "./design-card";
import { allArabicFonts, allFonts, fontSubsets, fontVariants, popularArabicFonts, popularFonts } from "./font-options";
import { SliderField } from "./slider-field";
import { SwitchField } from "./switch-field";

const typographyToggles = ["hideIcons", "underlineLinks"] as const;

// Within the ranges the resume schema allows.
const fontSizeRange = { min: 6, max: 18, step: 0.05, unit: "px" } as const;
const sizeSliders = [
  { field: "headerFontSize", label: "headerSize", min: 14, max: 40, step: 0.5, unit: "px" },
  { field: "lineHeight", label: "lineHeight", min: 0, max: 3, step: 0.05 },
] as const;

/** Font family (buttons and a searchable list), subset, variants, sizes and the two toggles. */
export function TypographySection() {
  const t = useTranslations("builderDesign.typography");
  const typography = useResumeData((data) => data.metadata.typography);
  const isArabic = useResumeData((data) => writingSystemOf(data.metadata.locale) === "arabic");
  const update = useBuilderStore((state) => state.update);
  const { family, subset, variants } = typography.font;

  const chooseFont = (next: string) => {
    if (next !== family) update((draft) => selectFont(draft, next));
  };
  const subsets = fontSubsets(family);
  const availableVariants = fontVariants(family);

  return (
    <DesignCard id="design-typography" title={t("title")} description={t("description")}>
      <div className="space-y-5">
        {isArabic ? (
          <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{t("arabicNotice")}</p>
        ) : null}
        <div className="space-y-2">
          <p className="text-sm font-medium">{isArabic ? t("arabicFonts") : t("popular")}</p>
          <div className="flex flex-wrap gap-2" role="group" aria-label={isArabic ? t("arabicFonts") : t("popular")}>
            {(isArabic ? popularArabicFonts : popularFonts).map((font) => (
              <FontChoice key={font} font={font} look="chip" isSelected={font === family} onSelect={chooseFont} />
            ))}
          </div>
        </div>

        <FontSearchList fonts={isArabic ? allArabicFonts : allFonts} selected={family} onSelect={chooseFont} />

        <div className="grid gap-4 @md:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="design-font-subset">{t("subset")}</Label>
            <NativeSelect
              id="design-font-subset"
              value={subset}
              onChange={(event) => {
                const next = event.target.value;
                update((draft) => void (draft.metadata.typography.font.subset = next));
              }}
            >
              {(subsets.includes(subset) ? subsets : [subset, ...subsets]).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <VariantPicker
            available={availableVariants}
            selected={variants}
            onChange={(next) => update((draft) => void (draft.metadata.typography.font.variants = next))}
          />
        </div>

        <SliderField
          label={t("size")}
          value={typography.font.size}
          {...fontSizeRange}
          onChange={(value) => update((draft) => void (draft.metadata.typography.font.size = value))}
        />
        {sizeSliders.map(({ field, label, ...range }) => (
          <SliderField
            key={field}
            label={t(label)}
            value={typography[field]}
            {...range}
            onChange={(value) => update((draft) => void (draft.metadata.typography[field] = value))}
          />
        ))}
        <div className="space-y-3">
          {typographyToggles.map((option) => (
            <SwitchField
              key={option}
              label={t(option)}
              checked={typography[option]}
              onCheckedChange={(checked) => update((draft) => void (draft.metadata.typography[option] = checked))}
            />
          ))}
        </div>
      </div>
    </DesignCard>
  );
}

// The popular fonts are chips, each pressed or not; the full list is a radio group of rows.
const fontChoiceLooks = {
  chip: {
    kind: "toggle",
    className:
      "rounded-md border bg-background px-3 py-1.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
    selectedClassName: "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
  },
  row: {
    kind: "radio",
    className:
      "flex w-full items-center rounded px-2 py-1.5 text-start text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
    selectedClassName: "bg-accent font-medium",
  },
} as const;

/** A font family to choose, named by itself. */
function FontChoice({
  font,
  look,
  isSelected,
  onSelect,
}: {
  font: string;
  look: keyof typeof fontChoiceLooks;
  isSelected: boolean;
  onSelect: (family: string) => void;
}) {
  return (
    <ChoiceButton
      {...fontChoiceLooks[look]}
      isSelected={isSelected}
      // A font's name is a name: machine translation leaves it as it is.
      translate="no"
      onClick={() => onSelect(font)}
    >
      {font}
    </ChoiceButton>
  );
}

function FontSearchList({
  fonts,
  selected,
  onSelect,
}: {
  fonts: string[];
  selected: string;
  onSelect: (family: string) => void;
}) {
  const t = useTranslations("builderDesign.typography");
  const [query, setQuery] = useState("");
  const searchId = useId();
  const matches = useMemo(() => {
    const wanted = query.trim().toLowerCase();
    return wanted ? fonts.filter((font) => font.toLowerCase().includes(wanted)) : fonts;
  }, [fonts, query]);

  return (
    <div className="space-y-2">
      <Label htmlFor={searchId}>{t("allFonts")}</Label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("search")}
          aria-label={t("search")}
          className="ps-9"
        />
      </div>
      <div role="radiogroup" aria-label={t("family")} className="max-h-48 overflow-y-auto rounded-md border p-1">
        {matches.map((font) => (
          <FontChoice key={font} font={font} look="row" isSelected={font === selected} onSelect={onSelect} />
        ))}
        {matches.length === 0 ? (
          <p className="px-2 py-3 text-sm text-muted-foreground">{t("noResults", { query })}</p>
        ) : null}
      </div>
    </div>
  );
}

function VariantPicker({
  available,
  selected,
  onChange,
}: {
  available: string[];
  selected: string[];
  onChange: (variants: string[]) => void;
}) {
  const t = useTranslations("builderDesign.typography");
  const options = [...available, ...selected.filter((variant) => !available.includes(variant))];
  const nameOf = (variant: string) => {
    if (variant === "regular" || variant === "italic") return t(`variantNames.${variant}`);
    const weight = Number(variant.replace("italic", ""));
    return variant.endsWith("italic")
      ? t("variantNames.weightItalic", { weight })
      : t("variantNames.weight", { weight });
  };
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-medium">{t("variants")}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((variant) => {
          const isSelected = selected.includes(variant);
          return (
            <ChoiceButton
              key={variant}
              kind="toggle"
              isSelected={isSelected}
              // At least one variant stays selected: the font needs a face to draw with.
              onClick={() => {
                if (isSelected && selected.length === 1) return;
                onChange(
                  isSelected
                    ? selected.filter((item) => item !== variant)
                    : options.filter((item) => item === variant || selected.includes(item)),
                );
              }}
              className="rounded border px-2 py-1 text-xs tabular-nums outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              selectedClassName="border-primary bg-primary/10 text-foreground"
            >
              {nameOf(variant)}
            </ChoiceButton>
          );
        })}
      </div>
    </fieldset>
  );
}
