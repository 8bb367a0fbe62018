"use client";

import { useTranslations } from "next-intl";
import { Download, FileText, Palette } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ContentPanel } from "../content/content-panel";
import { DesignPanel } from "../design/design-panel";
import { ExportPanel } from "../export/export-panel";

export type EditorPanelName = "content" | "design" | "export";
export const editorPanels: readonly EditorPanelName[] = ["content", "design", "export"];
export const editorPanelIcons = { content: FileText, design: Palette, export: Download } as const;

export function EditorPanel({ panel, onOpenDesign }: { panel: EditorPanelName; onOpenDesign?: () => void }) {
  if (panel === "design") return <DesignPanel />;
  if (panel === "export") return <ExportPanel />;
  return <ContentPanel onOpenDesign={onOpenDesign} />;
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
              <TabsTrigger key={name} value={name}>
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
