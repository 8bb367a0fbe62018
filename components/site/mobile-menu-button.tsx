"use client";

import { MenuIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

/** The phone menu's button (hidden from md up, where the links stand in the header). */
export function MobileMenuButton({ label, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={label} aria-haspopup="dialog" {...props}>
      <MenuIcon aria-hidden />
    </Button>
  );
}
