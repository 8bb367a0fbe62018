import {
  CreditCardIcon,
  FileTextIcon,
  LogOutIcon,
  SettingsIcon,
  SparklesIcon,
  WandSparklesIcon,
  type LucideIcon,
} from "lucide-react";
import type { Href } from "@/core/i18n/navigation";

// The dashboard sidebar of spec accounts §2: item, route, Shift+key shortcut.

export type NavigationItem = {
  key: "resumes" | "smartGenerator" | "aiAssistant" | "pricing" | "settings" | "logout";
  href: Href | null;
  shortcut: string;
  icon: LucideIcon;
  isComingSoon?: boolean;
};

export const navigationItems: readonly NavigationItem[] = [
  { key: "resumes", href: "/dashboard/resumes", shortcut: "R", icon: FileTextIcon },
  { key: "smartGenerator", href: "/dashboard/smart-generator", shortcut: "G", icon: WandSparklesIcon },
  { key: "aiAssistant", href: null, shortcut: "A", icon: SparklesIcon, isComingSoon: true },
  { key: "pricing", href: "/pricing", shortcut: "M", icon: CreditCardIcon },
  { key: "settings", href: "/dashboard/settings", shortcut: "S", icon: SettingsIcon },
  { key: "logout", href: null, shortcut: "Q", icon: LogOutIcon },
];

export function isCurrentItem(pathname: string, href: string | null): boolean {
  if (!href) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Shortcuts must not fire while the user types: Shift+R in a text field is a capital R. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, [contenteditable='true'], [role='textbox']") !== null;
}
