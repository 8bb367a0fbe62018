import { cn } from "@/core/utils/cn";

// The editor's frame and editing area, shared by the editor (tiptap-editor.tsx) and the stand-in that holds its
// place while its code loads (rich-text-editor.tsx), which must not import the editor's module.

export function editorFrameClassName(disabled: boolean | undefined): string {
  return cn(
    "rounded-md border bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30",
    disabled && "opacity-60",
  );
}

export function editorAreaHeightClassName(tall: boolean | undefined): string {
  return tall ? "min-h-80 max-h-[60vh]" : "min-h-40 max-h-50";
}
