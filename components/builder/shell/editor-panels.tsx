"use client";

import { useTranslations } from "next-intl";
import { Download, FileText, Loader2Icon, Palette } from "lucide-react";
import { lazy, Suspense } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { loadOnApproach } from "@/client/utils/load-on-approach";
import { ContentPanel } from "../content/content-panel";

export type EditorPanelName = "content" | "design" | "export";
export const editorPanels: readonly EditorPanelName[] = ["content", "design", "export"];
export const editorPanelIcons = { content: FileText, design: Palette, export: Download } as const;

// The builder opens on the content tab: the design tab (templates, fonts, colours, layout, CSS) and the export tab
// are not part of its first load. Their code is asked for when the pointer or focus reaches their tab, so it is
// usually there by the press.
const loadDesignPanel = () => import("../design/design-panel");
const loadExportPanel = () => import("../export/export-panel");
const DesignPanel = lazy(() => loadDesignPanel().then((module) => ({ default: module.DesignPanel })));
const ExportPanel = lazy(() => loadExportPanel().then((module) => ({ default: module.ExportPanel })));

const panelApproach = { design: loadOnApproach(loadDesignPanel), export: loadOnApproach(loadExportPanel) };

/** Handlers for a button that opens `panel`: approaching it starts loading the panel's code. */
export function prefetchPanelProps(panel: EditorPanelName) {
  return panel === "content" ? {} : panelApproach[panel];
}

function PanelLoading() {
  const t = useTranslations("common");
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {t("loading")}
    </div>
  );
}

export function EditorPanel({ panel, onOpenDesign }: { panel: EditorPanelName; onOpenDesign?: () => void }) {
  if (panel === "content") return <ContentPanel onOpenDesign={onOpenDesign} />;
  return <Suspense fallback={<PanelLoading />}>{panel === "design" ? <DesignPanel /> : <ExportPanel />}</Suspense>;
}

/** The left pane: Content, Design and Export tabs, each scrolling on its own. */
export function EditorTabs({
  panel,
  onPanelChange,
}: {
  panel: EditorPanelName;
  onPanelChange: (panel: EditorPanelName) => void;
}) {
  const t = useTranslations("builder.panels");
  return (
    <Tabs
      value={panel}
      onValueChange={(value) => onPanelChange(value as EditorPanelName)}
      className="h-full min-h-0 gap-0"
    >
      <div className="border-b px-4 py-2">
        <TabsList className="w-full">
          {editorPanels.map((name) => {
            const Icon = editorPanelIcons[name];
            return (
              <TabsTrigger key={name} value={name} {...prefetchPanelProps(name)}>
                <Icon aria-hidden="true" />
                {t(name)}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      {editorPanels.map((name) => (
        <TabsContent
          key={name}
          value={name}
          className="relative min-h-0 overflow-y-auto p-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
        >
          <EditorPanel panel={name} onOpenDesign={() => onPanelChange("design")} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
