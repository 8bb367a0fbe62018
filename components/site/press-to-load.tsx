"use client";

import { cloneElement, useCallback, useMemo, useState, type ComponentType, type ReactElement, type Ref } from "react";
import { answerEarlyPress } from "./early-presses";

type OpenableProps<P> = P & { defaultOpen: boolean };
type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  ref?: Ref<HTMLButtonElement>;
  "data-early-press"?: string;
};

/**
 * A menu or sheet whose code loads only when it is wanted. Until it is pressed, `trigger` stands in: the
 * same button with the same name. Pointing at it or focusing it starts loading the code; pressing it
 * renders the loaded component in its place, open. This keeps Radix's menus and dialogs out of the first
 * JavaScript of the marketing pages, where most visitors never open them. A press that came before the
 * page's scripts ran (noted by early-presses.ts) opens it as soon as it is hydrated.
 */
export function PressToLoad<P extends object>({
  load,
  props,
  trigger,
}: {
  load: () => Promise<ComponentType<OpenableProps<P>>>;
  props: P;
  trigger: ReactElement<TriggerProps>;
}) {
  const [Loaded, setLoaded] = useState<ComponentType<OpenableProps<P>> | null>(null);
  const open = useCallback(() => void load().then((component) => setLoaded(() => component)), [load]);
  // As the button hydrates: a press that came before the page's scripts is answered.
  const attach = useMemo(() => answerEarlyPress(open), [open]);

  if (Loaded) return <Loaded {...props} defaultOpen />;
  const prefetch = () => void load().catch(() => undefined);
  return cloneElement(trigger, {
    ref: attach,
    "data-early-press": "",
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: open,
  });
}
