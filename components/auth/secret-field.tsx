"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "./password-input";

/** A 6-digit code: the number pad, the one-time-code autofill, wide monospace digits. */
const codeInputProps = {
  inputMode: "numeric",
  autoComplete: "one-time-code",
  placeholder: "123456",
  className: "h-11 text-center font-mono text-lg tracking-[0.4em] placeholder:tracking-[0.4em]",
} as const;

const digitsOf = (text: string) => text.replace(/\D/g, "").slice(0, 6);

type SecretFieldProps = {
  id: string;
  /** The password, a 6-digit two-factor code, or a word to type (a social-only account's username). */
  kind: "password" | "code" | "word";
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The link under the field to the other way of confirming ("Use a code instead"), when there is one. */
  switchTo?: { label: string; onClick: () => void };
};

/**
 * The field of a dialog that asks who is there before a sensitive change (two-factor, deleting the
 * account): its label, the input for the kind of secret, the error under it and the link to the other way.
 */
export function SecretField({ id, kind, label, value, onChange, error, switchTo }: SecretFieldProps) {
  const described = { "aria-invalid": !!error, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      {kind === "password" ? (
        <PasswordInput
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="current-password"
          autoFocus
          {...described}
        />
      ) : (
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(kind === "code" ? digitsOf(event.target.value) : event.target.value)}
          autoFocus
          dir="ltr"
          {...(kind === "code" ? codeInputProps : { autoComplete: "off" })}
          {...described}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      {switchTo && (
        <button
          type="button"
          className="justify-self-start text-xs font-medium text-primary underline-offset-4 hover:underline"
          onClick={switchTo.onClick}
        >
          {switchTo.label}
        </button>
      )}
    </>
  );
}
