"use client";

import { useRef, type ChangeEvent } from "react";

/**
 * The browser's file chooser behind a button of our own: props for a visually hidden file input (spread
 * them on an <input> with its accept, label and disabled), and `choose` to open it. The input forgets
 * each choice, so that choosing the same file again reports it again.
 */
export function useFileChooser(onFile: (file: File) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputProps = {
    ref: inputRef,
    type: "file",
    className: "sr-only",
    tabIndex: -1,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      event.target.value = "";
      if (file) onFile(file);
    },
  } as const;
  return { inputProps, choose: () => inputRef.current?.click() };
}
