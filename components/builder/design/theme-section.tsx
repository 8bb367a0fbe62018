"use client";

import { CheckIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";
import { DesignCard } from "./design-card";
import { hexColorPattern, themeSwatches, toPickerValue } from "./theme-presets";

type ThemeColor = "primary" | "background" | "text";

/** Preset swatches for the accent, and the three colours with a native picker and a hex field each. */
export function ThemeSection() {
  const t = useTranslations("builderDesign.theme");
  const theme = useResumeData((data) => data.metadata.theme);
  const update = useBuilderStore((state) => state.update);
  const setColor = (key: ThemeColor, value: string) =>
    update((draft) => {
      draft.metadata.theme[key] = value;
    });

  return (
    <DesignCard id="design-theme" title={t("title")} description={t("description")}>
      <div className="space-y-5">
        <div
          role="group"
          aria-label={t("swatches")}
          className="grid grid-cols-[repeat(auto-fill,minmax(1.75rem,1fr))] gap-2"
        >
          {themeSwatches.map((color) => {
            const isSelected = theme.primary.toLowerCase() === color;
            return (
              <button
                key={color}
                type="button"
                aria-pressed={isSelected}
                aria-label={t("swatch", { color })}
                title={color}
                onClick={() => setColor("primary", color)}
                style={{ backgroundColor: color }}
                className={cn(
                  "flex aspect-square w-full items-center justify-center rounded-full border border-black/10 outline-none transition-transform hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card dark:border-white/20",
                  isSelected && "ring-2 ring-foreground ring-offset-2 ring-offset-card",
                )}
              >
                {isSelected ? <CheckIcon className="size-3.5 text-white" aria-hidden /> : null}
              </button>
            );
          })}
        </div>
        <div className="grid gap-4 @md:grid-cols-3">
          <ColorField label={t("primary")} value={theme.primary} onChange={(value) => setColor("primary", value)} />
          <ColorField
            label={t("background")}
            value={theme.background}
            onChange={(value) => setColor("background", value)}
          />
          <ColorField label={t("text")} value={theme.text} onChange={(value) => setColor("text", value)} />
        </div>
      </div>
    </DesignCard>
  );
}

/** A colour as a native picker plus a hex field; the hex is stored only once it is valid. */
function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const t = useTranslations("builderDesign.theme");
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;
  const [isInvalid, setIsInvalid] = useState(false);
  const normalise = (text: string) => {
    const trimmed = text.trim();
    return (trimmed.startsWith("#") ? trimmed : `#${trimmed}`).toLowerCase();
  };

  return (
    <div className="min-w-0 space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("picker", { label })}
          value={toPickerValue(value)}
          onChange={(event) => {
            setDraft(null);
            setIsInvalid(false);
            onChange(event.target.value);
          }}
          className="h-9 w-10 shrink-0 cursor-pointer rounded-md border bg-background p-1 disabled:cursor-not-allowed"
        />
        <Input
          id={id}
          value={shown}
          spellCheck={false}
          autoComplete="off"
          dir="ltr"
          maxLength={9}
          aria-invalid={isInvalid}
          aria-describedby={isInvalid ? errorId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setIsInvalid(false);
            // Full colours apply while typing; the short forms (#abc) wait for the field to be left.
            const next = normalise(event.target.value);
            if (hexColorPattern.test(next) && next.length >= 7 && next !== value) onChange(next);
          }}
          onBlur={() => {
            if (draft === null) return;
            const next = normalise(draft);
            if (!hexColorPattern.test(next)) return setIsInvalid(true);
            if (next !== value) onChange(next);
            setDraft(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") event.currentTarget.blur();
          }}
          className="font-mono uppercase"
        />
      </div>
      {isInvalid ? (
        <p id={errorId} className="text-xs text-destructive">
          {t("invalidHex")}
        </p>
      ) : null}
    </div>
  );
}
