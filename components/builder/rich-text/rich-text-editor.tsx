"use client";

import { Textarea } from "@/components/ui/textarea";

export type RichTextEditorProps = {
  /** Stored HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
};

/** Rich text (tiptap) for summaries and notes (placeholder until the content work lands). */
export function RichTextEditor({ value, onChange, label, id, placeholder, disabled }: RichTextEditorProps) {
  return <Textarea id={id} aria-label={label} placeholder={placeholder} disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)} />;
}
