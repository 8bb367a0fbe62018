"use client";

import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import TextAlign from "@tiptap/extension-text-align";
import { useEffect, useRef } from "react";
import { useBuilderStore } from "@/client/builder/store";
import { GrammarMarks } from "@/client/grammar/grammar-extension";
import { directionOf, isLocale } from "@/core/i18n/locales";
import { cn } from "@/core/utils/cn";
import { editorAreaHeightClassName, editorFrameClassName } from "./editor-frame";
import { RichTextToolbar } from "./rich-text-toolbar";

export type RichTextEditorProps = {
  /** Stored HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  /** A page-long text (the cover letter): a taller editing area. */
  tall?: boolean;
};

const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      protocols: ["http", "https", "mailto", "tel"],
    },
  }),
  TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
  GrammarMarks,
];

/** What an empty document is stored as: nothing, not "<p></p>". */
function toStoredHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? "" : html;
}

/**
 * Rich text (tiptap) for summaries and notes: headings 1-3, bold, italic, underline, lists,
 * alignment and links; emits HTML (sanitised again wherever it is rendered). Whitespace the user
 * typed at either end is kept (spec §2). Loaded on its own by RichTextEditor (rich-text-editor.tsx).
 */
export function TiptapEditor({ value, onChange, label, id, placeholder, disabled, tall }: RichTextEditorProps) {
  // The text's direction is the resume's language's, whatever the interface's (an English resume in the
  // Arabic interface reads left to right; an Arabic one in the English interface right to left).
  const resumeLocale = useBuilderStore((state) => state.data?.metadata.locale);
  const textDirection = resumeLocale && isLocale(resumeLocale) ? directionOf(resumeLocale) : "auto";
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    immediatelyRender: false,
    parseOptions: { preserveWhitespace: true },
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(placeholder ? { "aria-placeholder": placeholder, "data-placeholder": placeholder } : {}),
        class: cn(
          "prose-editor overflow-y-auto px-3 py-2 text-sm leading-relaxed outline-none focus-visible:outline-none",
          editorAreaHeightClassName(tall),
        ),
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(toStoredHtml(current.getHTML(), current.isEmpty)),
  });

  // Outside changes (undo, redo, a generated summary) replace the document; our own echoes do not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = toStoredHtml(editor.getHTML(), editor.isEmpty);
    if (current !== value)
      editor.commands.setContent(value, { emitUpdate: false, parseOptions: { preserveWhitespace: true } });
  }, [editor, value]);

  // Without an update event: tiptap emits one by default, which reported the editor's own reading of
  // the stored HTML (`<li>x</li>` as `<li><p>x</p></li>`) as an edit, so opening a resume saved it.
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <div data-slot="rich-text-editor" className={editorFrameClassName(disabled)}>
      <RichTextToolbar editor={editor} disabled={disabled} />
      <div className="relative" dir={textDirection}>
        {value === "" && placeholder ? (
          <p aria-hidden className="pointer-events-none absolute inset-x-3 top-2 text-sm text-muted-foreground">
            {placeholder}
          </p>
        ) : null}
        <EditorContent
          editor={editor}
          className="[&_.prose-editor_a]:text-primary [&_.prose-editor_a]:underline [&_.prose-editor_h1]:text-xl [&_.prose-editor_h1]:font-semibold [&_.prose-editor_h2]:text-lg [&_.prose-editor_h2]:font-semibold [&_.prose-editor_h3]:font-semibold [&_.prose-editor_ol]:list-decimal [&_.prose-editor_ol]:ps-5 [&_.prose-editor_p]:my-1 [&_.prose-editor_ul]:list-disc [&_.prose-editor_ul]:ps-5"
        />
      </div>
    </div>
  );
}
