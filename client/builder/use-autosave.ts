"use client";

import { isEqual } from "es-toolkit";
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { apiRequest } from "@/client/http/api-client";
import type { ResumeData } from "@/core/resume/schema";
import type { RemoteImageWarning } from "@/lib/uploads/import-remote-images";
import { adoptSavedImages } from "./adopt-saved-images";
import { ResumeSaveQueue, type SavedResume, type SaveState } from "./autosave";
import {
  clearPending,
  currentTabId,
  takeRecoverablePending,
  touchEveryMs,
  touchPending,
  writePending,
} from "./pending-changes";
import { registerFieldSaver, useBuilderStore } from "./store";

const discardedPrefix = "vitae:builder:discarded:";

/** Where "load the other version" keeps this tab's edits, so they stay recoverable. */
export function discardedKey(resumeId: string): string {
  return `${discardedPrefix}${resumeId}`;
}

/**
 * The save queue's controls. Its state is read by the small components that show it
 * (useSaveState), so a keystroke's "pending" never re-renders the whole builder.
 */
export type Autosave = {
  queue: ResumeSaveQueue | null;
  saveNow: () => void;
  keepMine: () => void;
  /** Loads the other version; returns this tab's edits (also kept under discardedKey). */
  takeTheirs: () => ResumeData | null;
};

const idleState: SaveState = { status: "idle", savedAt: null, retryAt: null, errorCode: null, conflict: null };

/**
 * Connects the save queue to the builder store and the page: every data change is queued, unsent
 * edits are mirrored in localStorage, edits left by a reload or a closed tab are recovered on open,
 * the network's comings and goings are followed, and leaving with unsaved edits asks first.
 */
export function useAutosave(
  resume: SavedResume,
  {
    onMerged,
    onWarnings,
    saveUrl = `/api/resume/${resume.id}`,
    debounceMs,
  }: {
    onMerged?: () => void;
    onWarnings?: (warnings: RemoteImageWarning[]) => void;
    saveUrl?: string;
    debounceMs?: number;
  } = {},
): Autosave {
  const [queue, setQueue] = useState<ResumeSaveQueue | null>(null);
  const onMergedRef = useRef(onMerged);
  const onWarningsRef = useRef(onWarnings);
  useEffect(() => {
    onMergedRef.current = onMerged;
    onWarningsRef.current = onWarnings;
  }, [onMerged, onWarnings]);
  // Data the store takes from the server (the other version of a conflict) is not an edit to save.
  const serverData = useRef<ResumeData | null>(null);

  useEffect(() => {
    const tabId = currentTabId();
    // The store holds one resume at a time. On a move from one builder to another inside the app, the next
    // resume is loaded while this one's effects still run: from then on, nothing here reads or writes it.
    const ownsStore = () => useBuilderStore.getState().meta?.id === resume.id;
    let ownData = resume.data;
    let unsent: { data: ResumeData; baseVersion: number } | null = null;
    let written = true;
    const persist = () => {
      if (written) return;
      written = true;
      if (unsent)
        writePending({
          resumeId: resume.id,
          tabId,
          baseVersion: unsent.baseVersion,
          data: unsent.data,
          savedAt: Date.now(),
          touchedAt: Date.now(),
        });
      else clearPending(resume.id, tabId);
    };

    const saveQueue = new ResumeSaveQueue({
      version: resume.version,
      data: resume.data,
      onMerged: (merged, { data: _data, ...meta }) => {
        if (!ownsStore()) return;
        useBuilderStore.getState().setMeta(meta);
        useBuilderStore.getState().replaceData(merged);
        onMergedRef.current?.();
      },
      send: (body) => apiRequest<SavedResume>(saveUrl, { method: "PATCH", json: body }),
      debounceMs,
      onSaved: (saved, sent) => {
        const { data: savedData, warnings, ...meta } = saved as SavedResume & { warnings?: RemoteImageWarning[] };
        if (!ownsStore()) return;
        const store = useBuilderStore.getState();
        store.setMeta(meta);
        // A remote picture the server copied (or dropped) comes back under its new address.
        const current = store.data;
        if (sent && current) {
          const adopted = adoptSavedImages(sent, savedData, current);
          if (adopted !== current) {
            // Nothing edited since this save: the server already has the adopted data, no new save.
            if (current === sent) serverData.current = adopted;
            store.replaceData(adopted);
          }
        }
        if (warnings?.length) onWarningsRef.current?.(warnings);
      },
      onUnsentChange: (next) => {
        unsent = next;
        written = false;
        // Acknowledgements clear at once; edits are written with the debounce (and on leaving).
        if (!next) persist();
      },
      currentData: () => (ownsStore() ? (useBuilderStore.getState().data as ResumeData) : ownData),
      onLocked: () => {
        if (ownsStore()) useBuilderStore.getState().setMeta({ locked: true });
      },
    });
    const persistTimer = setInterval(() => {
      persist();
      if (unsent) touchPending(resume.id, tabId);
    }, touchEveryMs);
    // Writing on every keystroke would cost the typing; the debounce and page-hide cover it.
    const unsubscribeQueue = saveQueue.subscribe(() => {
      if (saveQueue.getState().status === "saving") persist();
    });

    // Edits recovered from a reload or a closed tab. Ones the server already holds (the tab closed while
    // their save was on its way) are no conflict: nothing would be lost by dropping them.
    const pending = resume.locked ? null : takeRecoverablePending(resume.id, tabId);
    const recovered = pending && !isEqual(pending.data, resume.data) ? pending : null;
    if (recovered) {
      if (recovered.baseVersion === resume.version) {
        useBuilderStore.getState().replaceData(recovered.data);
        saveQueue.edit(recovered.data);
      } else {
        saveQueue.startConflict({ current: resume, local: recovered.data });
      }
    }

    let lastData = useBuilderStore.getState().data;
    let persistSoon: ReturnType<typeof setTimeout> | undefined;
    const unsubscribeStore = useBuilderStore.subscribe((state) => {
      if (state.meta?.id !== resume.id || state.data === lastData) return;
      lastData = state.data;
      if (state.data) ownData = state.data;
      if (state.data === serverData.current) return;
      if (state.data && !state.meta?.locked) {
        saveQueue.edit(state.data);
        // Also when no save can start (offline, waiting to retry): at most one write per pause in typing.
        clearTimeout(persistSoon);
        persistSoon = setTimeout(persist, 500);
      }
    });
    const unregister = registerFieldSaver((patch) => saveQueue.saveFields(patch));

    const onOnline = () => saveQueue.online();
    const onOffline = () => saveQueue.offline();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      persist();
      if (saveQueue.hasUnsavedChanges()) event.preventDefault();
    };
    const onHide = () => persist();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") persist();
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    if (!navigator.onLine) saveQueue.offline();
    setQueue(saveQueue);

    return () => {
      persist();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      clearInterval(persistTimer);
      clearTimeout(persistSoon);
      unsubscribeQueue();
      unsubscribeStore();
      unregister();
      saveQueue.dispose();
    };
    // The builder mounts once per resume; a new resume is a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume.id]);

  return useMemo<Autosave>(
    () => ({
      queue,
      saveNow: () => queue?.saveNow(),
      keepMine: () => queue?.keepMine(),
      takeTheirs: () => {
        const conflict = queue?.getState().conflict;
        const local = queue?.takeTheirs() ?? null;
        if (!conflict) return local;
        if (local) {
          try {
            localStorage.setItem(discardedKey(resume.id), JSON.stringify({ savedAt: Date.now(), data: local }));
          } catch {
            /* the dialog also offers the download */
          }
        }
        serverData.current = conflict.current.data;
        useBuilderStore.getState().load(conflict.current);
        return local;
      },
    }),
    [queue, resume.id],
  );
}

/** Where the edits are (idle, pending, saving, saved, offline, conflict...), re-rendering on change only. */
export function useSaveState(queue: ResumeSaveQueue | null): SaveState {
  return useSyncExternalStore(queue?.subscribe ?? noopSubscribe, queue?.getState ?? getIdleState, getIdleState);
}

const noopSubscribe = () => () => undefined;
const getIdleState = () => idleState;
