"use client";

import { MobileMenuButton } from "./mobile-menu-button";
import type { MobileMenuProps } from "./mobile-menu-sheet";
import { PressToLoad } from "./press-to-load";

const loadSheet = () => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet);

/** The marketing header's phone menu: its button, and the sheet's code once the button is pressed. */
export function MobileMenu(props: MobileMenuProps) {
  return <PressToLoad load={loadSheet} props={props} trigger={<MobileMenuButton label={props.openLabel} />} />;
}
