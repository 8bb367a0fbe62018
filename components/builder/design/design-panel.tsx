"use client";

import { useTranslations } from "next-intl";
import { useBuilderCapabilities } from "../builder-capabilities";
import { BackgroundSection } from "./background-section";
import { BulkVisibilitySection } from "./bulk-visibility-section";
import { CssSection } from "./css-section";
import { LayoutSection } from "./layout-section";
import { NotesSection } from "./notes-section";
import { PageSection } from "./page-section";
import { SharingSection } from "./sharing-section";
import { StatisticsSection } from "./statistics-section";
import { TemplateSection } from "./template-section";
import { ThemeSection } from "./theme-section";
import { TypographySection } from "./typography-section";
import { useIsLocked } from "@/client/builder/store";

export type DesignPanelProps = {
  /** The owner's username, for the public link; fetched from /api/user/me when not given. */
  username?: string;
};

/**
 * The builder's design tab (spec §2): one card per concern, in the spec's order. A locked resume
 * shows everything disabled (the store ignores edits to it as well).
 */
export function DesignPanel({ username }: DesignPanelProps) {
  const t = useTranslations("builderDesign");
  const isLocked = useIsLocked();
  const { canShare } = useBuilderCapabilities();
  return (
    <section data-panel="design" aria-label={t("panelLabel")} className="@container min-w-0">
      <fieldset disabled={isLocked} className="min-w-0 space-y-4">
        <legend className="sr-only">{t("panelLabel")}</legend>
        <TemplateSection />
        <LayoutSection />
        <TypographySection />
        <ThemeSection />
        <BackgroundSection />
        <CssSection />
        <PageSection />
        {canShare && <SharingSection username={username} />}
        {canShare && <StatisticsSection />}
        <NotesSection />
        <BulkVisibilitySection />
      </fieldset>
    </section>
  );
}
