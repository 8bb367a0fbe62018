import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/core/utils/cn";

/** How a choice says it is chosen: a radio of a radiogroup, an option of a listbox, or a pressed toggle. */
type ChoiceKind = "radio" | "option" | "toggle";

type ChoiceButtonProps = Omit<ComponentProps<"button">, "type" | "role"> & {
  kind: ChoiceKind;
  isSelected: boolean;
  /** Added to `className` while this is the chosen one. */
  selectedClassName?: string;
  /** Gives the button's attributes to its one child (a styled Button) instead of drawing a plain button. */
  asChild?: boolean;
};

function selectionAttributes(kind: ChoiceKind, isSelected: boolean) {
  switch (kind) {
    case "radio":
      return { role: "radio", "aria-checked": isSelected } as const;
    case "option":
      return { role: "option", "aria-selected": isSelected } as const;
    case "toggle":
      return { "aria-pressed": isSelected } as const;
  }
}

/** One choice among several (a view, a font, an icon): a button that says whether it is the chosen one. */
export function ChoiceButton({
  kind,
  isSelected,
  selectedClassName,
  asChild = false,
  className,
  ...props
}: ChoiceButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type="button"
      {...selectionAttributes(kind, isSelected)}
      {...props}
      className={cn(className, isSelected && selectedClassName) || undefined}
    />
  );
}
