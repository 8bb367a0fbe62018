"use client";

import { useTranslations } from "next-intl";
import { RichTextEditor } from "@/components/builder/rich-text/rich-text-editor";
import { useBuilderStore, useResumeData } from "@/client/builder/store";
import { DesignCard } from "./design-card";

/** Private notes: stored with the resume, never rendered on it nor served on its public page. */
export function NotesSection() {
  const t = useTranslations("builderDesign.notes");
  const notes = useResumeData((data) => data.metadata.notes);
  const update = useBuilderStore((state) => state.update);
  return (
    <DesignCard id="design-notes" title={t("title")} description={t("description")}>
      <RichTextEditor
        id="design-notes-editor"
        label={t("label")}
        value={notes}
        onChange={(html) => update((draft) => void (draft.metadata.notes = html))}
      />
    </DesignCard>
  );
}
