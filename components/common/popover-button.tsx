"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";

type DataAttributes = { [attribute: `data-${string}`]: string | number | undefined };

type PopoverButtonProps = Omit<ComponentProps<typeof Popover>, "children"> & {
  /** What the button shows. */
  trigger: ReactNode;
  /** On the button: its size, its name, test ids (an outline button unless they say otherwise). */
  triggerProps?: Omit<ComponentProps<typeof Button>, "children"> & DataAttributes;
  /** On the popover's box: which edge it aligns with, its width, its name. */
  contentProps?: Omit<ComponentProps<typeof PopoverContent>, "children"> & DataAttributes;
  children: ReactNode;
};

/** A button that opens a popover beside it. */
export function PopoverButton({ trigger, triggerProps, contentProps, children, ...props }: PopoverButtonProps) {
  return (
    <Popover {...props}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" {...triggerProps}>
          {trigger}
        </Button>
      </PopoverTrigger>
      <PopoverContent {...contentProps}>{children}</PopoverContent>
    </Popover>
  );
}
