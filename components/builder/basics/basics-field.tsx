"use client";

import { useId, useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/core/utils/cn";

type BasicsFieldProps = Omit<ComponentProps<typeof Input>, "value" | "onChange" | "id"> & {
  label: string;
  value: string;
  /** Called on every keystroke with a valid value (the builder's history groups keystrokes). */
  onValueChange: (value: string) => void;
  /** When given, a value that fails it stays in the field with `invalidMessage` and is not saved. */
  isValid?: (value: string) => boolean;
  invalidMessage?: string;
  /** Values it accepts are saved when the field loses focus or on Enter, not on every keystroke. */
  commitOnBlur?: (value: string) => boolean;
  hint?: string;
  className?: string;
};

/**
 * A labelled input bound to the resume. The store only ever holds valid values, so a half-typed
 * address never reaches the server: the field keeps the draft and shows why it is not saved.
 */
export function BasicsField({
  label,
  value,
  onValueChange,
  isValid,
  invalidMessage,
  commitOnBlur,
  hint,
  className,
  ...inputProps
}: BasicsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [stored, setStored] = useState(value);
  // Undo, redo or another control changed the stored value: show it.
  if (value !== stored) {
    setStored(value);
    setDraft(value);
  }
  const isInvalid = isValid !== undefined && !isValid(draft);
  const commit = (next: string) => {
    if (next === stored || (isValid !== undefined && !isValid(next))) return;
    setStored(next);
    onValueChange(next);
  };
  const describedBy =
    [isInvalid ? `${id}-invalid` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        // Text runs in its own direction (an English address in an Arabic screen, and back).
        dir="auto"
        {...inputProps}
        id={id}
        value={draft}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          if (!commitOnBlur?.(next)) commit(next);
        }}
        onBlur={(event) => {
          commit(draft);
          inputProps.onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit(draft);
          inputProps.onKeyDown?.(event);
        }}
      />
      {isInvalid && invalidMessage && (
        <p id={`${id}-invalid`} className="text-xs text-destructive">
          {invalidMessage}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
