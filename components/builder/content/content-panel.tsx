"use client";

import { Plus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { useShallow } from "zustand/react/shallow";
import { BasicsEditor } from "@/components/builder/basics/basics-editor";
import { useItemDialog } from "@/components/builder/item-dialogs/item-dialog-store";
import { ItemSection } from "@/components/builder/sections/item-section";
import { sectionAnchorId } from "@/components/builder/sections/section-names";
import { SignatureSection } from "@/components/builder/sections/signature-section";
import { SummarySection } from "@/components/builder/sections/summary-section";
import { useIsMobile } from "@/components/builder/sections/use-is-mobile";
import { useApplyEdit } from "@/components/builder/sections/use-section-edit";
import { Button } from "@/components/ui/button";
import { addCustomSection, customSectionKeys, type SectionKey } from "@/client/builder/section-operations";
import { useBuilderStore, useIsLocked } from "@/client/builder/store";
import { directionOf, isLocale } from "@/core/i18n/locales";
import { builtInSectionIds, type BuiltInSectionId } from "@/core/resume/schema";
import { ResumeInfo } from "./resume-info";

/** Spec §2: below 768 px, the sections after languages come in another order. */
const mobileOrder: readonly BuiltInSectionId[] = [
  ...builtInSectionIds.slice(0, builtInSectionIds.indexOf("languages") + 1),
  "projects",
  "certifications",
  "awards",
  "publications",
  "volunteer",
  "interests",
  "hobbies",
  "references",
  "signature",
];

const noKeys: SectionKey[] = [];

// The item dialog (its form library, fields and icon grid) is not part of the builder's first load: its code is
// asked for at the panel's first press or key, so it is there by the time a press opens it.
const loadItemDialog = () => import("@/components/builder/item-dialogs/item-dialog");
const ItemDialog = lazy(() => loadItemDialog().then((module) => ({ default: module.ItemDialog })));
const prefetchItemDialog = () => void loadItemDialog().catch(() => undefined);

function Section({ sectionKey }: { sectionKey: SectionKey }) {
  if (sectionKey === "summary") return <SummarySection />;
  if (sectionKey === "signature") return <SignatureSection />;
  return <ItemSection sectionKey={sectionKey} />;
}

export type ContentPanelProps = {
  /** Switches the builder to its Design tab (the template name links there). */
  onOpenDesign?: () => void;
};

/** The builder's content tab: resume info, basics, every section in the spec's order, then custom ones. */
export function ContentPanel({ onOpenDesign }: ContentPanelProps) {
  const t = useTranslations("builderContent");
  const locale = useLocale();
  const isMobile = useIsMobile();
  const isLocked = useIsLocked();
  const apply = useApplyEdit();
  const customKeys = useBuilderStore(useShallow((state) => (state.data ? customSectionKeys(state.data) : noKeys)));
  const scrollTarget = useRef<SectionKey | null>(null);
  const hasItemDialog = useItemDialog((state) => state.request !== null);

  const order = useMemo(() => [...(isMobile ? mobileOrder : builtInSectionIds), ...customKeys], [isMobile, customKeys]);

  // Scroll to a new section once it has rendered, and move focus to its heading.
  useEffect(() => {
    if (!scrollTarget.current) return;
    const element = document.getElementById(sectionAnchorId(scrollTarget.current));
    if (!element) return;
    scrollTarget.current = null;
    element.scrollIntoView({ behavior: "smooth", block: "start" });
    element.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  }, [customKeys]);

  const onAddSection = () => {
    let added: SectionKey | null = null;
    apply((data) => {
      const result = addCustomSection(data, t("sections.custom"));
      added = result.key;
      return result.data;
    });
    scrollTarget.current = added;
  };

  return (
    // The interface direction, set here too: radix Tabs around the panel default to ltr without a DirectionProvider.
    <div
      data-panel="content"
      dir={isLocale(locale) ? directionOf(locale) : "ltr"}
      aria-label={t("panelLabel")}
      role="region"
      className="grid gap-5 pb-10"
      onPointerDownCapture={prefetchItemDialog}
      onKeyDownCapture={prefetchItemDialog}
    >
      <ResumeInfo onOpenDesign={onOpenDesign} />
      <BasicsEditor />
      {order.map((key) => (
        <Section key={key} sectionKey={key} />
      ))}
      <Button
        type="button"
        variant="outline"
        className="h-11 border-dashed"
        disabled={isLocked}
        onClick={onAddSection}
        data-add-section
      >
        <Plus aria-hidden />
        {t("addSection")}
      </Button>
      {hasItemDialog && (
        <Suspense fallback={null}>
          <ItemDialog />
        </Suspense>
      )}
    </div>
  );
}
