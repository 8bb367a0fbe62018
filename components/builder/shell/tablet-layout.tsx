"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { CoverLetterLink } from "@/components/cover-letter/cover-letter-link";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { EditorTabs, editorPanelIcons, editorPanels, prefetchPanelProps, type EditorPanelName } from "./editor-panels";

/** Tablets: the preview fills the screen; the editor opens in a side sheet at the chosen tab. */
export function TabletLayout({
  header,
  preview,
}: {
  header: (panelButtons: ReactNode) => ReactNode;
  preview: ReactNode;
}) {
  const t = useTranslations("builder");
  const [panel, setPanel] = useState<EditorPanelName>("content");
  const [open, setOpen] = useState(false);

  const buttons = (
    <nav aria-label={t("panels.label")} className="flex items-center gap-1">
      {editorPanels.map((name) => {
        const Icon = editorPanelIcons[name];
        return (
          <Button
            key={name}
            type="button"
            variant={open && panel === name ? "secondary" : "ghost"}
            size="sm"
            aria-expanded={open && panel === name}
            aria-label={t(`panels.${name}`)}
            {...prefetchPanelProps(name)}
            onClick={() => {
              setPanel(name);
              setOpen(true);
            }}
          >
            <Icon />
            {/* Icons alone on narrow tablets: the top bar keeps room for the title and the save state. */}
            <span className="hidden min-[960px]:inline">{t(`panels.${name}`)}</span>
          </Button>
        );
      })}
    </nav>
  );

  return (
    <div className="flex h-dvh flex-col">
      {header(buttons)}
      <main className="min-h-0 flex-1">{preview}</main>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent side="end" closeLabel={t("panels.close")} className="w-[min(32rem,90vw)] gap-0 p-0 sm:max-w-none">
          <SheetTitle className="sr-only">{t(`panels.${panel}`)}</SheetTitle>
          <SheetDescription className="sr-only">{t("panels.sheetDescription")}</SheetDescription>
          <div className="min-h-0 flex-1 pt-10">
            {/* The header leaves the cover letter out on tablets (the title needs the room): it is here instead. */}
            {panel === "export" && (
              <div className="px-4 pb-2">
                <CoverLetterLink />
              </div>
            )}
            <EditorTabs panel={panel} onPanelChange={setPanel} />
          </div>
        </SheetContent>
      </Sheet>
    </div>
  );
}
