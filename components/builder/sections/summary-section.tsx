"use client";

import { useTranslations } from "next-intl";
import { GenerateSummaryButton } from "@/components/builder/ai/generate-summary-dialog";
import { RichTextEditor } from "@/components/builder/rich-text/rich-text-editor";
import { setSummaryContent } from "@/client/builder/section-operations";
import { useIsLocked, useResumeData } from "@/client/builder/store";
import { SectionCard } from "./section-card";
import { useApplyEdit } from "./use-section-edit";

/** The summary: one rich text field (its toolbar has the writing assistant) and Generate summary below. */
export function SummarySection() {
  const t = useTranslations("builderContent.summary");
  const content = useResumeData((data) => data.sections.summary.content);
  const apply = useApplyEdit();
  const isLocked = useIsLocked();
  return (
    <SectionCard sectionKey="summary">
      <RichTextEditor
        id="summary-content"
        label={t("label")}
        placeholder={t("placeholder")}
        value={content}
        disabled={isLocked}
        onChange={(html) => apply((data) => setSummaryContent(data, html))}
      />
      <div data-slot="summary-ai-actions" className="mt-2">
        <GenerateSummaryButton disabled={isLocked} />
      </div>
    </SectionCard>
  );
}
