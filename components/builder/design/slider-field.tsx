"use client";

import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";

type SliderFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  /** Shown after the number, e.g. "px". */
  unit?: string;
  /** Without the slider: the number alone (a range too wide to slide, like a corner radius up to 9999). */
  hasSlider?: boolean;
};

/** Rounds to the step's precision, so that 0.1 + 0.05 stores as 0.15. */
function snap(value: number, min: number, max: number, step: number): number {
  const decimals = (String(step).split(".")[1] ?? "").length;
  const stepped = Math.round((value - min) / step) * step + min;
  return Number(Math.min(max, Math.max(min, stepped)).toFixed(decimals));
}

/** A slider showing the stored value, with a number input for typing an exact one. */
export function SliderField({ label, value, min, max, step, onChange, unit, hasSlider = true }: SliderFieldProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function commit(text: string) {
    setDraft(null);
    const parsed = Number(text.replace(",", "."));
    if (text.trim() === "" || !Number.isFinite(parsed)) return;
    const next = snap(parsed, min, max, step);
    if (next !== value) onChange(next);
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={inputId}>{label}</Label>
        <div className="flex items-center gap-1.5">
          <Input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            value={draft ?? String(value)}
            onChange={(event) => {
              setDraft(event.target.value);
              // Arrow keys and the spinner change the number one step at a time: apply at once.
              if (event.nativeEvent instanceof InputEvent) return;
              commit(event.target.value);
            }}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit(event.currentTarget.value);
            }}
            className="h-8 w-20 text-end tabular-nums"
          />
          {unit ? <span className="text-xs text-muted-foreground">{unit}</span> : null}
        </div>
      </div>
      {hasSlider ? (
        <Slider
          min={min}
          max={max}
          step={step}
          value={[value]}
          thumbLabel={label}
          onValueChange={([next]) => {
            if (next !== undefined) onChange(snap(next, min, max, step));
          }}
        />
      ) : null}
    </div>
  );
}
