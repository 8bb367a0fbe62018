"use client";

import type { MouseEvent } from "react";
import { useTranslations } from "next-intl";

/** What each skip link focuses: the active tab panel, the preview's frame, the toolbar's first button. */
const targets = {
  content: '#builder-content [role="tabpanel"][data-state="active"]',
  preview: "#builder-preview iframe",
  toolbar: '#builder-preview [role="toolbar"] button:not(:disabled)',
} as const;
type Target = keyof typeof targets;

/** The ids the links point at without script (the toolbar sits inside the preview). */
export const skipTargetIds = {
  content: "builder-content",
  preview: "builder-preview",
  toolbar: "builder-preview",
} as const;

function skipTo(event: MouseEvent<HTMLAnchorElement>, target: Target) {
  const element = document.querySelector<HTMLElement>(targets[target]);
  if (!element) return;
  event.preventDefault();
  element.focus();
  element.scrollIntoView({ block: "nearest" });
}

/**
 * The builder's first Tab stops (issue 25, item 8): links past the top bar to the content panel, the
 * preview and the preview's toolbar. Hidden until focused.
 */
export function SkipLinks() {
  const t = useTranslations("builder.skipLinks");
  return (
    <nav aria-label={t("label")} className="contents">
      {(Object.keys(targets) as Target[]).map((target) => (
        <a
          key={target}
          href={`#${skipTargetIds[target]}`}
          onClick={(event) => skipTo(event, target)}
          className="sr-only rounded-md bg-background px-3 py-2 text-sm font-medium text-foreground shadow-lg ring-[3px] ring-ring/50 focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50"
        >
          {t(target)}
        </a>
      ))}
    </nav>
  );
}
