"use client";

import { useState, type ReactNode } from "react";
import { Group, Panel, Separator } from "react-resizable-panels";
import { EditorTabs, type EditorPanelName } from "./editor-panels";

/** Desktop: the editor and the preview side by side; the editor takes 20-50 % (40 % at first). */
export function DesktopLayout({ header, preview }: { header: ReactNode; preview: ReactNode }) {
  const [panel, setPanel] = useState<EditorPanelName>("content");
  return (
    <div className="flex h-dvh flex-col">
      {header}
      <Group orientation="horizontal" className="min-h-0 flex-1">
        <Panel id="editor" defaultSize="40" minSize="20" maxSize="50" className="bg-background">
          <EditorTabs panel={panel} onPanelChange={setPanel} />
        </Panel>
        <Separator className="relative w-px bg-border outline-none after:absolute after:inset-y-0 after:-start-1 after:w-2 hover:bg-primary/50 focus-visible:bg-primary data-[separator=active]:bg-primary" />
        <Panel id="preview" minSize="50">
          {preview}
        </Panel>
      </Group>
    </div>
  );
}
