"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Maximize2, Minimize2, PanelLeft, PanelRight, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TokenBalanceChip } from "@/components/tokens/token-balance-chip";
import type { ResumeSaveQueue } from "@/client/builder/autosave";
import type { SubscriptionTier } from "@/lib/db/generated/enums";
import { cn } from "@/core/utils/cn";
import { useBuilderCapabilities } from "../builder-capabilities";
import { CopyLinkButton } from "./copy-link-button";
import { EditorPanel, editorPanelIcons, prefetchPanelProps, type EditorPanelName } from "./editor-panels";
import { AnalyzeButton } from "@/components/analysis/analyze-button";
import { CoverLetterLink } from "@/components/cover-letter/cover-letter-link";
import { BuilderImportButton } from "@/components/formats/builder-import-button";
import { BackToResumesLink, LockIndicator, SaveNowButton } from "./builder-header";
import { SaveStatus } from "./save-status";
import { TitleEditor } from "./title-editor";

type View = "edit" | "preview";
const bottomBarPanels: readonly EditorPanelName[] = ["export", "content", "design"];

type Props = {
  username: string;
  tier: SubscriptionTier;
  saveQueue: ResumeSaveQueue | null;
  onSave: () => void;
  preview: ReactNode;
};

/**
 * Phones: one thing at a time. Edit and Preview tabs; the bottom bar picks the editor's panel
 * (Export, Content, Design); the top bar's toggles open the content (left) and design (right)
 * panels; the preview can take the whole screen and come back.
 */
export function MobileLayout({ username, tier, saveQueue, onSave, preview }: Props) {
  const t = useTranslations("builder");
  const [view, setView] = useState<View>("edit");
  const [panel, setPanel] = useState<EditorPanelName>("content");
  const [fullscreen, setFullscreen] = useState(false);
  // The Edit and Preview tabs control the two views below (not Radix's own TabsContent): ids of our own.
  const ids = useId();
  const tabId = (name: View) => `${ids}-tab-${name}`;
  const viewId = (name: View) => `${ids}-view-${name}`;
  const { canShare, tokenChip } = useBuilderCapabilities();
  const showPanel = (name: EditorPanelName) => {
    setPanel(name);
    setView("edit");
  };
  /** The header's button that shows one side panel (pressed while it is shown). */
  const panelButton = (name: "content" | "design", Icon: LucideIcon) => {
    const isShown = view === "edit" && panel === name;
    return (
      <Button
        type="button"
        variant={isShown ? "secondary" : "ghost"}
        size="icon"
        className="size-8"
        aria-label={t(`mobile.${name}Panel`)}
        aria-pressed={isShown}
        onClick={() => showPanel(name)}
      >
        <Icon className="rtl:-scale-x-100" />
      </Button>
    );
  };

  return (
    <div className="flex h-full flex-col">
      <header
        className={cn("flex h-12 shrink-0 items-center gap-1 border-b bg-background px-2", fullscreen && "hidden")}
      >
        {panelButton("content", PanelLeft)}
        <BackToResumesLink />
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <TitleEditor />
          <LockIndicator />
        </div>
        <SaveStatus queue={saveQueue} compact />
        {tokenChip ? (
          tokenChip({ isCompact: true, className: "px-2" })
        ) : (
          <TokenBalanceChip tier={tier} isCompact className="px-2" />
        )}
        {panelButton("design", PanelRight)}
      </header>

      <main className="flex min-h-0 flex-1 flex-col">
        <Tabs
          value={view}
          onValueChange={(value) => setView(value as View)}
          className={cn("shrink-0 border-b px-3 py-2", fullscreen && "hidden")}
        >
          <TabsList className="w-full">
            <TabsTrigger value="edit" id={tabId("edit")} aria-controls={viewId("edit")}>
              {t("mobile.edit")}
            </TabsTrigger>
            <TabsTrigger value="preview" id={tabId("preview")} aria-controls={viewId("preview")}>
              {t("mobile.preview")}
            </TabsTrigger>
          </TabsList>
        </Tabs>

        <div className="min-h-0 flex-1">
          <div
            id={viewId("edit")}
            role="tabpanel"
            aria-labelledby={tabId("edit")}
            className={cn("relative h-full overflow-y-auto p-4", view !== "edit" && "hidden")}
          >
            {panel === "export" && (
              <div className="mb-4 flex flex-wrap items-center gap-2">
                <SaveNowButton onSave={onSave} />
                <BuilderImportButton />
                <AnalyzeButton />
                <CoverLetterLink />
                {canShare && <CopyLinkButton username={username} />}
              </div>
            )}
            <EditorPanel panel={panel} onOpenDesign={() => setPanel("design")} />
          </div>
          {/* Kept mounted while editing, so the preview is ready the moment it is shown. */}
          <div
            id={viewId("preview")}
            role="tabpanel"
            aria-labelledby={tabId("preview")}
            className={cn(
              "relative h-full",
              view !== "preview" && "hidden",
              fullscreen && "fixed inset-0 z-40 bg-background",
            )}
          >
            {preview}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="absolute top-3 end-3 shadow-sm"
              onClick={() => setFullscreen((current) => !current)}
            >
              {fullscreen ? <Minimize2 /> : <Maximize2 />}
              {fullscreen ? t("mobile.exitFullscreen") : t("mobile.fullscreen")}
            </Button>
          </div>
        </div>
      </main>

      <nav
        aria-label={t("panels.label")}
        className={cn(
          "grid shrink-0 grid-cols-3 border-t bg-background pb-[env(safe-area-inset-bottom)]",
          fullscreen && "hidden",
        )}
      >
        {bottomBarPanels.map((name) => {
          const Icon = editorPanelIcons[name];
          const active = view === "edit" && panel === name;
          return (
            <button
              key={name}
              type="button"
              aria-current={active ? "page" : undefined}
              {...prefetchPanelProps(name)}
              onClick={() => showPanel(name)}
              className={cn(
                "flex h-14 flex-col items-center justify-center gap-1 text-xs outline-none focus-visible:bg-accent",
                active ? "text-primary" : "text-muted-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
              {t(`panels.${name}`)}
            </button>
          );
        })}
      </nav>
    </div>
  );
}
