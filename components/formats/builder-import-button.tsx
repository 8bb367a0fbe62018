"use client";

import { FileUpIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { useBuilderCapabilities } from "@/components/builder/builder-capabilities";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useBuilderStore, useIsLocked } from "@/client/builder/store";
import { loadOnApproach } from "@/client/utils/load-on-approach";
import type { ImportType } from "@/core/formats/import-types";
import { useRouter } from "@/core/i18n/navigation";
import type { ResumeData } from "@/core/resume/schema";

// The dialog (file reading, the import's checks and its result view) is not part of the builder's first load: its
// code is asked for when the pointer or focus reaches the button.
const loadDialog = () => import("./import-dialog");
const ImportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ImportDialog })));
const approach = loadOnApproach(loadDialog);

/**
 * Puts an imported file into the open resume as one edit of the builder store, so that undo brings
 * the previous content back and the autosave saves it like any edit. The file's content replaces the
 * profile and the sections; the resume keeps its own design unless the file is the product's own JSON,
 * which carries a design of its own.
 */
export function replaceOpenResume(data: ResumeData, type: ImportType) {
  useBuilderStore.getState().update((draft) => {
    draft.basics = data.basics;
    draft.sections = data.sections;
    if (type === "own") draft.metadata = data.metadata;
  });
}

/** The builder's "Import" action: into the open resume, or (signed in) as a new resume. */
export function BuilderImportButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const t = useTranslations("importDialog");
  const router = useRouter();
  const { importUrl, isGuest } = useBuilderCapabilities();
  const locked = useIsLocked();
  const [isOpen, setIsOpen] = useState(false);
  const button = (
    <Button
      type="button"
      variant="ghost"
      size={iconOnly ? "icon" : "sm"}
      {...approach}
      onClick={() => setIsOpen(true)}
      aria-label={iconOnly ? t("open") : undefined}
    >
      <FileUpIcon aria-hidden />
      {!iconOnly && t("open")}
    </Button>
  );
  return (
    <>
      {iconOnly ? (
        <Tooltip>
          <TooltipTrigger asChild>{button}</TooltipTrigger>
          <TooltipContent>{t("open")}</TooltipContent>
        </Tooltip>
      ) : (
        button
      )}
      {isOpen && (
        <Suspense fallback={null}>
          <ImportDialog
            importUrl={importUrl}
            onClose={() => setIsOpen(false)}
            onImportInto={replaceOpenResume}
            intoDisabled={locked}
            onCreated={isGuest ? undefined : (resume) => router.push(`/builder/${resume.id}`)}
          />
        </Suspense>
      )}
    </>
  );
}
