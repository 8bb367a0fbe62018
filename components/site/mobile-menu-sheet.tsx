"use client";

import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { MobileMenuButton } from "./mobile-menu-button";

export type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  title: string;
  description: string;
  children: ReactNode;
};

/** The phone menu's sheet, loaded when its button is first pressed (mobile-menu.tsx). */
export function MobileMenuSheet({
  defaultOpen,
  openLabel,
  closeLabel,
  title,
  description,
  children,
}: MobileMenuProps & { defaultOpen: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MobileMenuButton label={openLabel} />
      </SheetTrigger>
      <SheetContent closeLabel={closeLabel} className="p-6">
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
