"use client";

import { lazy, Suspense } from "react";
import { editorAreaHeightClassName, editorFrameClassName } from "./editor-frame";
import type { RichTextEditorProps } from "./tiptap-editor";

export type { RichTextEditorProps };

// tiptap and ProseMirror (about 130 KiB compressed) are not part of the builder's first load: the editor's code
// is asked for when an editor is first rendered, and the page is usable meanwhile.
const TiptapEditor = lazy(() => import("./tiptap-editor").then((module) => ({ default: module.TiptapEditor })));

/**
 * Rich text for summaries, notes and the cover letter (tiptap-editor.tsx). While its code loads, its empty
 * frame stands in, as the editor itself is empty until it starts in the browser (tiptap's immediatelyRender
 * is off).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div data-slot="rich-text-editor" aria-busy="true" className={editorFrameClassName(props.disabled)}>
          <div className="min-h-16 border-b" />
          <div className={editorAreaHeightClassName(props.tall)} />
        </div>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
