"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { Picture } from "@/core/resume/schema";
import { cn } from "@/core/utils/cn";
import { SliderField } from "@/components/builder/design/slider-field";
import { useBasics, useUpdateBasics } from "./use-basics";

// Spec §5: size a number (32 to 512 here: smaller is unreadable, larger fills a column), aspect
// ratio 0.1 to 2 step 0.05, corner radius 0 to 9999 step 2.
export const pictureSizeRange = { min: 32, max: 512, step: 4 } as const;
export const aspectRatioRange = { min: 0.1, max: 2, step: 0.05 } as const;
export const borderRadiusRange = { min: 0, max: 9999, step: 2 } as const;

const ratioPresets = [
  { key: "square", value: 1 },
  { key: "portrait", value: 0.75 },
  { key: "horizontal", value: 1.33 },
] as const;
const radiusPresets = [
  { key: "sharp", value: 0 },
  { key: "rounded", value: 6 },
  { key: "circle", value: 9999 },
] as const;
// The settings with named presets under their number (a corner radius up to 9999 is typed, not slid).
const presetSettings = {
  aspectRatio: {
    range: aspectRatioRange,
    presets: ratioPresets,
    presetsLabel: "ratioPresets",
    unit: undefined,
    hasSlider: true,
  },
  borderRadius: {
    range: borderRadiusRange,
    presets: radiusPresets,
    presetsLabel: "radiusPresets",
    unit: "px",
    hasSlider: false,
  },
} as const;

/** The picture settings popover's content (picture-settings.tsx loads it when the popover first opens). */
export function PictureSettingsPanel() {
  const t = useTranslations("builderBasics.picture");
  const picture = useBasics((basics) => basics.picture);
  const updateBasics = useUpdateBasics();
  const setNumber = (setting: "size" | "aspectRatio" | "borderRadius", value: number) =>
    updateBasics((basics) => void (basics.picture[setting] = value));
  const setEffect = (effect: keyof Picture["effects"], value: boolean) =>
    updateBasics((basics) => void (basics.picture.effects[effect] = value));

  return (
    <>
      <p className="text-sm font-medium">{t("settingsTitle")}</p>

      <SliderField
        label={t("size")}
        value={picture.size}
        {...pictureSizeRange}
        onChange={(size) => setNumber("size", size)}
        unit="px"
      />

      {(["aspectRatio", "borderRadius"] as const).map((setting) => {
        const { range, presets, presetsLabel, unit, hasSlider } = presetSettings[setting];
        const onChange = (value: number) => setNumber(setting, value);
        return (
          <div key={setting} className="grid gap-2">
            <SliderField
              label={t(setting)}
              value={picture[setting]}
              {...range}
              onChange={onChange}
              unit={unit}
              hasSlider={hasSlider}
            />
            <Presets
              label={t(presetsLabel)}
              options={presets.map((preset) => ({ label: t(`presets.${preset.key}`), value: preset.value }))}
              current={picture[setting]}
              onSelect={onChange}
            />
          </div>
        );
      })}

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("effects")}</legend>
        {(["hidden", "border", "grayscale"] as const).map((effect) => (
          <EffectSwitch
            key={effect}
            label={t(effect)}
            checked={picture.effects[effect]}
            onChange={(value) => setEffect(effect, value)}
          />
        ))}
      </fieldset>
    </>
  );
}

function Presets({
  label,
  options,
  current,
  onSelect,
}: {
  label: string;
  options: { label: string; value: number }[];
  current: number;
  onSelect: (value: number) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => {
        const isCurrent = Math.abs(current - option.value) < 0.001;
        return (
          <Button
            key={option.label}
            type="button"
            size="sm"
            variant={isCurrent ? "secondary" : "ghost"}
            aria-pressed={isCurrent}
            className={cn("h-7 px-2.5 text-xs", isCurrent && "ring-1 ring-border")}
            onClick={() => onSelect(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

function EffectSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
