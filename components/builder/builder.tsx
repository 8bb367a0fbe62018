"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { CurrentUser } from "@/lib/auth/current-user";
import { useBuilderStore } from "@/client/builder/store";
import { useAutosave } from "@/client/builder/use-autosave";
import type { ResumeDto } from "@/lib/resume/resume-dto";
import type { ResumeTemplateName } from "@/core/resume/schema";
import { BuilderCapabilitiesProvider, signedInCapabilities, type BuilderCapabilities } from "./builder-capabilities";
import { BuilderPreview } from "./preview/builder-preview";
import { BuilderHeader } from "./shell/builder-header";
import { BuilderSkeleton } from "./shell/builder-skeleton";
import { ConflictDialog } from "./shell/conflict-dialog";
import { DesktopLayout } from "./shell/desktop-layout";
import { LockedBanner } from "./shell/locked-banner";
import { MobileLayout } from "./shell/mobile-layout";
import { TabletLayout } from "./shell/tablet-layout";
import { useBuilderLayout } from "./shell/use-builder-layout";
import { useHistoryShortcuts } from "./shell/use-history-shortcuts";

export type BuilderProps = {
  resume: ResumeDto;
  /** Null for a guest (then `capabilities` says where to save and what is offered). */
  user: CurrentUser | null;
  requestedTemplate?: ResumeTemplateName;
  capabilities?: BuilderCapabilities;
};

function undo() {
  if (useBuilderStore.getState().meta?.locked) return;
  useBuilderStore.temporal.getState().undo();
}

function redo() {
  if (useBuilderStore.getState().meta?.locked) return;
  useBuilderStore.temporal.getState().redo();
}

/**
 * The builder: loads the resume into the store, keeps it saved (autosave), and arranges the editor
 * and the live preview for the screen (desktop panes, tablet sheets, phone tabs).
 */
export function Builder({ resume, user, requestedTemplate, capabilities = signedInCapabilities }: BuilderProps) {
  const [loaded] = useState(() => {
    useBuilderStore.getState().load(resume);
    return true;
  });
  const t = useTranslations("builder.conflict");
  // One notice however many merges a burst of saves needs (the id replaces the toast instead of stacking).
  const onMerged = useCallback(
    () => toast.info(t("merged"), { id: "builder-merged", description: t("mergedHint") }),
    [t],
  );
  const tPicture = useTranslations("builder.remotePicture");
  // The save went through without a picture the server could not copy from its address.
  const onWarnings = useCallback(
    () =>
      toast.warning(tPicture("notImported"), {
        id: "builder-remote-picture",
        description: tPicture("notImportedHint"),
      }),
    [tPicture],
  );
  const autosave = useAutosave(resume, {
    onMerged,
    onWarnings,
    saveUrl: capabilities.saveUrl(resume.id),
    debounceMs: capabilities.saveDebounceMs,
  });
  const layout = useBuilderLayout();
  const slug = useBuilderStore((state) => state.meta?.slug ?? resume.slug);

  // ?template= picks the template: one edit, saved like any other (after autosave subscribed).
  useEffect(() => {
    const { data } = useBuilderStore.getState();
    if (requestedTemplate && data && data.metadata.template !== requestedTemplate) {
      useBuilderStore.getState().update((draft) => {
        draft.metadata.template = requestedTemplate;
      });
    }
  }, [requestedTemplate]);

  useHistoryShortcuts(undo, redo);
  const { requestAccount } = capabilities;
  const saveNow = useCallback(() => {
    autosave.saveNow();
    requestAccount?.("save");
  }, [autosave, requestAccount]);
  const username = user?.username ?? "";
  const tier = user?.subscriptionTier ?? "FREE";

  if (!loaded) return null;
  const preview = <BuilderPreview onUndo={undo} onRedo={redo} />;
  // The header's account and save controls, in the desktop and tablet header and in the phone's.
  const headerProps = { username, tier, saveQueue: autosave.queue, onSave: saveNow };
  const header = (panelButtons?: React.ReactNode) => (
    <>
      <BuilderHeader {...headerProps} panelButtons={panelButtons} />
      <LockedBanner />
    </>
  );

  return (
    <BuilderCapabilitiesProvider value={capabilities}>
      <TooltipProvider>
        {layout === null && <BuilderSkeleton />}
        {layout === "desktop" && <DesktopLayout header={header()} preview={preview} />}
        {layout === "tablet" && <TabletLayout header={header} preview={preview} />}
        {layout === "mobile" && (
          <div className="flex h-dvh flex-col">
            <LockedBanner />
            <div className="min-h-0 flex-1">
              <MobileLayout {...headerProps} preview={preview} />
            </div>
          </div>
        )}
        <ConflictDialog
          queue={autosave.queue}
          slug={slug}
          onKeepMine={autosave.keepMine}
          onTakeTheirs={autosave.takeTheirs}
        />
      </TooltipProvider>
    </BuilderCapabilitiesProvider>
  );
}
