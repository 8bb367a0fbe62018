"use client";

import { EyeOff } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import {
  findSection,
  isBuiltInSectionKey,
  sectionItems,
  setSectionIcon,
  type SectionKey,
} from "@/client/builder/section-operations";
import { useBuilderStore, useIsLocked } from "@/client/builder/store";
import { cn } from "@/core/utils/cn";
import { sectionAnchorId, useDefaultSectionName } from "./section-names";
import { SectionIconChooser } from "./section-icon-chooser";
import { SectionOptionsMenu } from "./section-options-menu";
import { useApplyEdit } from "./use-section-edit";

type SectionCardProps = {
  sectionKey: SectionKey;
  children: ReactNode;
  /** Opens the create dialog; sections without items (summary, signature) leave it out. */
  onAddItem?: () => void;
};

/** One section of the content panel: an anchor to scroll to, the header, then the section's editor. */
export function SectionCard({ sectionKey, children, onAddItem }: SectionCardProps) {
  const t = useTranslations("builderContent.header");
  const apply = useApplyEdit();
  const isLocked = useIsLocked();
  const defaultName = useDefaultSectionName()(sectionKey);
  const section = useBuilderStore((state) => (state.data ? findSection(state.data, sectionKey) : undefined));
  const itemCount = useBuilderStore((state) => (state.data ? sectionItems(state.data, sectionKey).length : 0));
  if (!section) return null;

  const headingId = `${sectionAnchorId(sectionKey)}-heading`;
  const hasItems = sectionKey !== "summary";
  // A section's own icon when none is chosen: templates name it by the section key.
  const fallbackIcon = isBuiltInSectionKey(sectionKey) ? sectionKey : "custom";

  return (
    <section
      id={sectionAnchorId(sectionKey)}
      aria-labelledby={headingId}
      data-section={sectionKey}
      className="grid scroll-mt-4 gap-3 border-t pt-5"
    >
      <header className="flex items-center gap-2">
        <SectionIconChooser
          sectionName={section.name}
          icon={section.icon}
          fallback={fallbackIcon}
          disabled={isLocked}
          onChange={(icon) => apply((data) => setSectionIcon(data, sectionKey, icon))}
        />
        <h2
          id={headingId}
          tabIndex={-1}
          className={cn(
            "min-w-0 outline-none flex-1 truncate text-lg font-semibold tracking-tight",
            !section.visible && "text-muted-foreground",
          )}
        >
          {section.name}
        </h2>
        {!section.visible ? (
          <span
            title={t("hiddenHint")}
            className="inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs text-muted-foreground"
            data-hidden-marker
          >
            <EyeOff className="size-3" aria-hidden />
            {t("hidden")}
          </span>
        ) : null}
        <SectionOptionsMenu
          sectionKey={sectionKey}
          name={section.name}
          defaultName={defaultName}
          visible={section.visible}
          columns={section.columns}
          separateLinks={section.separateLinks}
          hasItems={hasItems && sectionKey !== "signature"}
          itemCount={itemCount}
          disabled={isLocked}
          onAddItem={onAddItem}
        />
      </header>
      {children}
    </section>
  );
}
