"use client";

import { cloneElement, useState, type ComponentType, type ReactElement } from "react";

type OpenableProps<P> = P & { defaultOpen: boolean };
type TriggerProps = { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void };

/**
 * A menu or sheet whose code loads only when it is wanted. Until it is pressed, `trigger` stands in: the
 * same button with the same name. Pointing at it or focusing it starts loading the code; pressing it
 * renders the loaded component in its place, open. This keeps Radix's menus and dialogs out of the first
 * JavaScript of the marketing pages, where most visitors never open them.
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
  if (Loaded) return <Loaded {...props} defaultOpen />;
  const prefetch = () => void load().catch(() => undefined);
  return cloneElement(trigger, {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => void load().then((component) => setLoaded(() => component)),
  });
}
