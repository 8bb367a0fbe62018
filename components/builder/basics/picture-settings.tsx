"use client";

import { Loader2Icon, Settings2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense } from "react";
import { PopoverButton } from "@/components/common/popover-button";
import { loadOnApproach } from "@/client/utils/load-on-approach";

// The settings (their sliders and switches) are not part of the builder's first load: their code is asked for
// when the pointer or focus reaches the button.
const loadPanel = () => import("./picture-settings-panel");
const PictureSettingsPanel = lazy(() => loadPanel().then((module) => ({ default: module.PictureSettingsPanel })));
const approach = loadOnApproach(loadPanel);

/** The picture settings popover: size, aspect ratio, corner radius, and the three effects. */
export function PictureSettings({ disabled }: { disabled?: boolean }) {
  const t = useTranslations("builderBasics.picture");
  return (
    <PopoverButton
      trigger={<Settings2Icon aria-hidden />}
      triggerProps={{ size: "icon", "aria-label": t("settings"), title: t("settings"), disabled, ...approach }}
      contentProps={{
        align: "end",
        className: "grid w-80 max-w-[calc(100vw-2rem)] gap-5",
        "aria-label": t("settingsTitle"),
      }}
    >
      <Suspense fallback={<Loader2Icon className="mx-auto size-4 animate-spin text-muted-foreground" aria-hidden />}>
        <PictureSettingsPanel />
      </Suspense>
    </PopoverButton>
  );
}
