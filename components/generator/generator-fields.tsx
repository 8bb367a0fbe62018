"use client";

import { Slot } from "radix-ui";
import type { ReactElement } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

type GeneratorFieldProps = { id: string; label: string; hint?: string; children: ReactElement };

/** A labelled control of the generator's form: the control takes the id, and is described by the hint when given. */
export function GeneratorField({ id, label, hint, children }: GeneratorFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Slot.Root id={id} aria-describedby={hint ? hintId : undefined}>
        {children}
      </Slot.Root>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A labelled native select over a list of values with their labels. */
export function SelectField<T extends string>({ id, label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <GeneratorField id={id} label={label}>
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </GeneratorField>
  );
}
