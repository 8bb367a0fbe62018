"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Group, Panel, Separator } from "react-resizable-panels";
import { EditorTabs, type EditorPanelName } from "./editor-panels";
import { SkipLinks, skipTargetIds } from "./skip-links";

/** Desktop: the editor and the preview side by side; the editor takes 20-50 % (40 % at first). */
export function DesktopLayout({ header, preview }: { header: ReactNode; preview: ReactNode }) {
  const [panel, setPanel] = useState<EditorPanelName>("content");
  const t = useTranslations("builder.skipLinks");
  return (
    <div className="flex h-dvh flex-col">
      <SkipLinks />
      {header}
      <main className="flex min-h-0 flex-1">
        <Group orientation="horizontal" className="min-h-0 flex-1">
          <Panel id="editor" defaultSize="40" minSize="20" maxSize="50" className="bg-background">
            <div id={skipTargetIds.content} className="h-full">
              <EditorTabs panel={panel} onPanelChange={setPanel} />
            </div>
          </Panel>
          {/* Named, and with a visible focus state: arrow keys move it (issue 25, item 8). */}
          <Separator
            aria-label={t("resizer")}
            className="relative z-10 w-px bg-border outline-none after:absolute after:inset-y-0 after:-start-1 after:w-2 hover:bg-primary/50 focus-visible:w-1 focus-visible:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[separator=active]:bg-primary"
          />
          <Panel id="preview" minSize="50">
            <div id={skipTargetIds.preview} className="h-full">
              {preview}
            </div>
          </Panel>
        </Group>
      </main>
    </div>
  );
}
