"use client";

import { Gauge } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState } from "react";
import { useBuilderCapabilities } from "@/components/builder/builder-capabilities";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "@/client/builder/store";
import { loadOnApproach } from "@/client/utils/load-on-approach";

// The dialog (the analysis, its results and the five career tools) is not part of the builder's first load: its
// code is asked for when the pointer or focus reaches the button, and the press renders it once it is there.
const loadDialog = () => import("./analysis-dialog");
const AnalysisDialog = lazy(() => loadDialog().then((module) => ({ default: module.AnalysisDialog })));
const approach = loadOnApproach(loadDialog);

/** The builder's "Analyze" entry (spec §2, §4): opens the analysis and career tools dialog. */
export function AnalyzeButton({ iconOnly = false }: { iconOnly?: boolean }) {
  const t = useTranslations("analysis");
  const { isGuest } = useBuilderCapabilities();
  const resumeId = useBuilderStore((state) => state.meta?.id);
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), keeping what it shows.
  const [opened, setOpened] = useState(false);

  // Guests cannot use the AI features (spec §6): no entry in /builder/try.
  if (isGuest || !resumeId) return null;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={iconOnly ? "icon" : "sm"}
        {...approach}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={iconOnly ? t("open") : undefined}
        data-testid="analysis-open"
      >
        <Gauge />
        {!iconOnly && t("open")}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AnalysisDialog resumeId={resumeId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
